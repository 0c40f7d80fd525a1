import { useState } from 'react';
import styled from 'styled-components';
import type { CountyFees, DeliveryOption } from '@/api/delivery';
import { Button } from '@/components/Button';
import { controlFrame } from '@/components/form';
import { MoneyTable } from '@/components/MoneyTable';
import { VisuallyHidden } from '@/components/VisuallyHidden';
import { withNotices } from '@/lib/mutation-notices';
import { space, theme } from '@/lib/theme';
import { useSetCountyFees, type DeliveryFee } from '../api/set-delivery-fee';
import { parseFee } from '../utils/schema';

export const OPTIONS: readonly { option: DeliveryOption; label: string }[] = [
  { option: 'home', label: 'Home delivery' },
  { option: 'pickup', label: 'Pickup station' },
];

/** The money table's rows, with an input (and its error) in each option's cell (the fee and days tables). */
export const EditableTable = styled(MoneyTable)`
  td {
    vertical-align: top;
  }

  input {
    width: 100%;
    max-width: 8rem;
    min-height: 2.5rem;
    padding: ${space(1.6, 2.4)};
    ${controlFrame}
  }

  input[aria-invalid='true'] {
    border-color: ${theme.colors.danger};
  }

  .fee-error {
    margin: ${space(1, 0, 0)};
    color: ${theme.colors.danger};
    font-size: ${theme.fontSize[85]};
  }
`;

/** Fees as typed, per option. */
type Draft = Record<DeliveryOption, string>;

const asText = (fee: number) => String(fee);

function FeeRow({ county }: { county: CountyFees }) {
  const save = useSetCountyFees();
  const [draft, setDraft] = useState<Draft>({ home: asText(county.fees.home), pickup: asText(county.fees.pickup) });
  const [errors, setErrors] = useState<Partial<Record<DeliveryOption, string>>>({});
  const parsed = OPTIONS.map(({ option }) => ({ option, result: parseFee(draft[option]) }));
  const changes: DeliveryFee[] = parsed.flatMap(({ option, result }) =>
    'fee' in result && result.fee !== county.fees[option] ? [{ county: county.name, option, fee: result.fee }] : [],
  );
  const dirty = OPTIONS.some(({ option }) => draft[option].trim() !== asText(county.fees[option]));
  const id = `fee-${county.name.replace(/[^a-z]/gi, '')}`;

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
            inputMode="decimal"
            aria-label={`${label} fee to ${county.name} (Kes.)`}
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

/** The fee table: per county, what home delivery and pickup cost (Kes.; 0 is free), edited in place and saved per row. */
export function FeeTable({ counties }: { counties: readonly CountyFees[] }) {
  return (
    <EditableTable>
      <caption>Fees in Kes. per county; 0 is free delivery.</caption>
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
          <FeeRow key={`${county.name}:${county.fees.home}:${county.fees.pickup}`} county={county} />
        ))}
      </tbody>
    </EditableTable>
  );
}
