import { useState } from 'react';
import type { CountyFees, DeliveryOption } from '@/api/delivery';
import { Button } from '@/components/Button';
import { VisuallyHidden } from '@/components/VisuallyHidden';
import { withNotices } from '@/lib/mutation-notices';
import { useSetCountyDays, type DeliveryDaysChange } from '../api/set-delivery-days';
import { daysText, parseDays } from '../utils/schema';
import { EditableTable, OPTIONS } from './FeeTable';

type Draft = Record<DeliveryOption, string>;

const sameDays = (a: DeliveryDaysChange, days: { minDays: number; maxDays: number } | null | undefined) =>
  a.minDays === (days?.minDays ?? null) && a.maxDays === (days?.maxDays ?? null);

function DaysRow({ county }: { county: CountyFees }) {
  const save = useSetCountyDays();
  const shown = (option: DeliveryOption) => daysText(county.days?.[option]);
  const [draft, setDraft] = useState<Draft>({ home: shown('home'), pickup: shown('pickup') });
  const [errors, setErrors] = useState<Partial<Record<DeliveryOption, string>>>({});
  const parsed = OPTIONS.map(({ option }) => ({ option, result: parseDays(draft[option]) }));
  const changes: DeliveryDaysChange[] = parsed.flatMap(({ option, result }) => {
    if (!('days' in result)) return [];
    const change = { county: county.name, option, minDays: result.days?.minDays ?? null, maxDays: result.days?.maxDays ?? null };
    return sameDays(change, county.days?.[option]) ? [] : [change];
  });
  const dirty = OPTIONS.some(({ option }) => draft[option].trim() !== shown(option));
  const id = `days-${county.name.replace(/[^a-z]/gi, '')}`;

  const submit = () => {
    const invalid = Object.fromEntries(parsed.flatMap(({ option, result }) => ('error' in result ? [[option, result.error]] : [])));
    setErrors(invalid);
    if (Object.keys(invalid).length > 0 || changes.length === 0) return;
    void withNotices(() => save.mutateAsync(changes));
  };

  return (
    <tr>
      <th scope="row" id={`${id}-county`}>
        {county.name}
      </th>
      {OPTIONS.map(({ option, label }) => (
        <td key={option}>
          <input
            type="text"
            inputMode="numeric"
            placeholder="e.g. 1-2"
            aria-label={`${label} days to ${county.name}`}
            aria-invalid={errors[option] ? true : undefined}
            aria-describedby={errors[option] ? `${id}-${option}-error` : undefined}
            value={draft[option]}
            onChange={(event) => setDraft((current) => ({ ...current, [option]: event.target.value }))}
            onKeyDown={(event) => event.key === 'Enter' && submit()}
          />
          {errors[option] && (
            <p className="fee-error" id={`${id}-${option}-error`}>
              {errors[option]}
            </p>
          )}
        </td>
      ))}
      <td>
        <Button type="button" $size="sm" disabled={!dirty || save.isPending} onClick={submit} aria-describedby={`${id}-county`}>
          Save
        </Button>
      </td>
    </tr>
  );
}

/**
 * The delivery promise per county: how many days home delivery and pickup take ("1-2"; blank
 * promises nothing), saved per row. Checkout, the order and the SMS say "Arrives …" from it;
 * orders already placed keep the dates they were promised.
 */
export function DaysTable({ counties }: { counties: readonly CountyFees[] }) {
  return (
    <EditableTable>
      <caption>Days from the order to delivery, e.g. 1-2; blank promises no date.</caption>
      <thead>
        <tr>
          <th scope="col">County</th>
          <th scope="col">Home delivery</th>
          <th scope="col">Pickup station</th>
          <th scope="col">
            <VisuallyHidden>Save</VisuallyHidden>
          </th>
        </tr>
      </thead>
      <tbody>
        {counties.map((county) => (
          <DaysRow key={`${county.name}:${shownKey(county)}`} county={county} />
        ))}
      </tbody>
    </EditableTable>
  );
}

const shownKey = (county: CountyFees) => `${daysText(county.days?.home)}:${daysText(county.days?.pickup)}`;
