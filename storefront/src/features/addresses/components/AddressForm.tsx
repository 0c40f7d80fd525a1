import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/Button';
import { CheckboxField, FormLayout, SelectField, TextField } from '@/components/form';
import { addressSchema, EMPTY_ADDRESS, isKenya, type AddressValues } from '../utils/schema';

interface AddressFormProps {
  defaultValues?: AddressValues;
  /** Kenya's 47 counties (GET /api/delivery), offered when the country is Kenya. */
  counties: readonly string[];
  submitLabel: string;
  onSubmit: (values: AddressValues) => Promise<unknown>;
  /** More actions beside the submit button (Cancel, Delete). */
  actions?: ReactNode;
}

/**
 * The address fields (spec §3, §5) with Kenya's: county, town, estate / street, landmark and a
 * phone for the rider. In Kenya there is no state and the zipcode is optional; for another
 * country the spec's State and Zipcode are asked for instead of a county.
 */
export function AddressForm({ defaultValues = EMPTY_ADDRESS, counties, submitLabel, onSubmit, actions }: AddressFormProps) {
  const form = useForm<AddressValues>({ resolver: zodResolver(addressSchema), defaultValues });
  const { register, formState } = form;
  const inKenya = isKenya(useWatch({ control: form.control, name: 'country' }) ?? '');
  const error = (name: keyof AddressValues) => formState.errors[name]?.message;
  const countyOptions = [{ value: '', label: 'Choose a county' }, ...counties.map((name) => ({ value: name, label: name }))];

  return (
    <FormLayout noValidate onSubmit={form.handleSubmit((values) => onSubmit(values))}>
      {inKenya && <SelectField label="County" options={countyOptions} autoComplete="address-level1" error={error('county')} {...register('county')} />}
      <div className="form-grid">
        <TextField label="Town / City" autoComplete="address-level2" placeholder="e.g. Nairobi, Thika, Nyali" error={error('city')} {...register('city')} />
        <TextField
          label="Estate / Street"
          autoComplete="street-address"
          placeholder="Estate, street, building, house or flat No."
          error={error('address')}
          {...register('address')}
        />
      </div>
      <div className="form-grid">
        <TextField label="Landmark (optional)" placeholder="e.g. Opposite Total petrol station" error={error('landmark')} {...register('landmark')} />
        <TextField
          label="Phone for the rider (optional)"
          type="tel"
          autoComplete="tel"
          placeholder="0712 345 678"
          error={error('phone')}
          {...register('phone')}
        />
      </div>
      <div className="form-grid">
        <TextField label="Country" autoComplete="country-name" placeholder="Please Enter Your Country" error={error('country')} {...register('country')} />
        {!inKenya && <TextField label="State" autoComplete="address-level1" placeholder="State" error={error('state')} {...register('state')} />}
        <TextField
          label={inKenya ? 'Zipcode (optional)' : 'Zipcode'}
          autoComplete="postal-code"
          placeholder="Please Enter Your Zipcode"
          error={error('zipCode')}
          {...register('zipCode')}
        />
      </div>
      <CheckboxField label="Set as default delivery address" {...register('isDefault')} />
      <div className="form-actions">
        <Button type="submit" disabled={formState.isSubmitting}>
          {submitLabel}
        </Button>
        {actions}
      </div>
    </FormLayout>
  );
}
