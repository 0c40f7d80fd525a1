import type { ReactNode } from 'react';
import { SchemaForm, type FieldEntry } from '@/components/form';
import { addressSchema, EMPTY_ADDRESS, type AddressValues } from '../utils/schema';

const FIELDS: readonly FieldEntry<AddressValues>[] = [
  {
    name: 'address',
    label: 'Address',
    autoComplete: 'street-address',
    placeholder: 'Address: Street, House No / Apartment No',
  },
  {
    row: [
      { name: 'city', label: 'City', autoComplete: 'address-level2', placeholder: 'City' },
      { name: 'state', label: 'State', autoComplete: 'address-level1', placeholder: 'State' },
      { name: 'country', label: 'Country', autoComplete: 'country-name', placeholder: 'Please Enter Your Country' },
      { name: 'zipCode', label: 'Zipcode', autoComplete: 'postal-code', placeholder: 'Please Enter Your Zipcode' },
    ],
  },
  { name: 'isDefault', kind: 'checkbox', label: 'Set as default delivery address' },
];

interface AddressFormProps {
  defaultValues?: AddressValues;
  submitLabel: string;
  onSubmit: (values: AddressValues) => Promise<unknown>;
  /** More actions beside the submit button (Cancel, Delete). */
  actions?: ReactNode;
}

/** The address fields (spec §3, §5), shared by add and edit. */
export function AddressForm({ defaultValues = EMPTY_ADDRESS, submitLabel, onSubmit, actions }: AddressFormProps) {
  return (
    <SchemaForm
      schema={addressSchema}
      defaultValues={defaultValues}
      fields={FIELDS}
      submitLabel={submitLabel}
      onSubmit={(values) => onSubmit(values)}
      actions={actions}
    />
  );
}
