import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/Button';
import { FormLayout, SelectField, SwitchField, TextField } from '@/components/form';
import { EMPTY_STATION, stationSchema, type StationValues } from '../utils/schema';

interface StationFormProps {
  defaultValues?: StationValues;
  /** Kenya's 47 counties, as GET /api/delivery/station lists them. */
  counties: readonly string[];
  submitLabel: string;
  onSubmit: (values: StationValues) => Promise<unknown>;
  /** Beside the submit button (Cancel). */
  actions?: ReactNode;
}

/** A pickup station's fields: name, town, county, opening hours, where it is and how to call it, and whether checkout offers it. */
export function StationForm({ defaultValues = EMPTY_STATION, counties, submitLabel, onSubmit, actions }: StationFormProps) {
  const form = useForm<StationValues>({ resolver: zodResolver(stationSchema), defaultValues });
  const { register, formState } = form;
  const error = (name: keyof StationValues) => formState.errors[name]?.message;
  const countyOptions = [{ value: '', label: 'Choose a county' }, ...counties.map((name) => ({ value: name, label: name }))];

  return (
    <FormLayout noValidate onSubmit={form.handleSubmit((values) => onSubmit(values))}>
      <TextField label="Name" placeholder="e.g. Moi Avenue Hub" error={error('name')} {...register('name')} />
      <div className="form-grid">
        <TextField label="Town" placeholder="e.g. Nairobi CBD" error={error('town')} {...register('town')} />
        <SelectField label="County" options={countyOptions} error={error('county')} {...register('county')} />
      </div>
      <TextField label="Opening hours" placeholder="e.g. Mon–Sat 8:00–19:00" error={error('openingHours')} {...register('openingHours')} />
      <TextField label="Address (optional)" placeholder="e.g. Moi Avenue 12, ground floor" error={error('address')} {...register('address')} />
      <TextField label="Landmark (optional)" placeholder="e.g. Opposite Kencom bus stop" error={error('landmark')} {...register('landmark')} />
      <div className="form-grid">
        <TextField label="Phone (optional)" type="tel" inputMode="tel" placeholder="e.g. 0712 345 678" error={error('phone')} {...register('phone')} />
        <TextField label="Map link (optional)" type="url" placeholder="https://maps.google.com/…" error={error('mapUrl')} {...register('mapUrl')} />
      </div>
      <SwitchField label="Open for orders" help="Checkout offers only open stations." {...register('isActive')} />
      <div className="form-actions">
        <Button type="submit" disabled={formState.isSubmitting}>
          {submitLabel}
        </Button>
        {actions}
      </div>
    </FormLayout>
  );
}
