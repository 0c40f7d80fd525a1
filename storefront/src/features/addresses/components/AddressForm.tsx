import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/Button';
import { CheckboxField, FormLayout, TextField } from '@/components/form';
import { addressSchema, EMPTY_ADDRESS, type AddressValues } from '../utils/schema';

interface AddressFormProps {
  defaultValues?: AddressValues;
  submitLabel: string;
  onSubmit: (values: AddressValues) => Promise<unknown>;
  /** More actions beside the submit button (Cancel, Delete). */
  actions?: ReactNode;
}

/** The address fields (spec §3, §5), shared by add and edit. */
export function AddressForm({ defaultValues = EMPTY_ADDRESS, submitLabel, onSubmit, actions }: AddressFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<AddressValues>({ resolver: zodResolver(addressSchema), defaultValues });

  return (
    <FormLayout noValidate onSubmit={handleSubmit(onSubmit)}>
      <TextField
        label="Address"
        autoComplete="street-address"
        placeholder="Address: Street, House No / Apartment No"
        error={errors.address?.message}
        {...register('address')}
      />
      <div className="form-grid">
        <TextField
          label="City"
          autoComplete="address-level2"
          placeholder="City"
          error={errors.city?.message}
          {...register('city')}
        />
        <TextField
          label="State"
          autoComplete="address-level1"
          placeholder="State"
          error={errors.state?.message}
          {...register('state')}
        />
        <TextField
          label="Country"
          autoComplete="country-name"
          placeholder="Please Enter Your Country"
          error={errors.country?.message}
          {...register('country')}
        />
        <TextField
          label="Zipcode"
          autoComplete="postal-code"
          placeholder="Please Enter Your Zipcode"
          error={errors.zipCode?.message}
          {...register('zipCode')}
        />
      </div>
      <CheckboxField label="Set as default delivery address" {...register('isDefault')} />
      <div className="form-actions">
        <Button type="submit" disabled={isSubmitting}>
          {submitLabel}
        </Button>
        {actions}
      </div>
    </FormLayout>
  );
}
