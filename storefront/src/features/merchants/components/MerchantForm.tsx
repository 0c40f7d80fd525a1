import type { ReactNode } from 'react';
import { FIELD_PRESETS, SchemaForm, type FieldEntry } from '@/components/form';
import { withNotices } from '@/lib/mutation-notices';
import { useAddMerchant } from '../api/add-merchant';
import { EMPTY_MERCHANT, merchantSchema, type MerchantValues } from '../utils/schema';

interface MerchantFormProps {
  submitLabel: string;
  /** Extra actions beside the submit button (the dashboard's Cancel). */
  extraActions?: ReactNode;
  onAdded?: () => void;
}

const FIELDS: readonly FieldEntry<MerchantValues>[] = [
  {
    row: [
      { name: 'name', label: 'Name', autoComplete: 'name', placeholder: 'Your Full Name' },
      { name: 'email', ...FIELD_PRESETS.email, placeholder: 'Your Email Address' },
      { name: 'phoneNumber', ...FIELD_PRESETS.phoneNumber, placeholder: 'Your Phone Number' },
      { name: 'brand', label: 'Brand', placeholder: 'Your Business Brand' },
    ],
  },
  { name: 'business', kind: 'textarea', label: 'Business', placeholder: 'Please Describe Your Business' },
];

/**
 * The merchant application (spec §2 /sell, /dashboard/merchant/add; §5 rules): name, email,
 * phone number, brand and business. On success the server's message shows.
 */
export function MerchantForm({ submitLabel, extraActions, onAdded }: MerchantFormProps) {
  const add = useAddMerchant();
  return (
    <SchemaForm
      schema={merchantSchema}
      defaultValues={EMPTY_MERCHANT}
      fields={FIELDS}
      submitLabel={submitLabel}
      actions={extraActions}
      onSubmit={(values, form) =>
        withNotices(() => add.mutateAsync(values), {
          onSuccess: () => {
            form.reset(EMPTY_MERCHANT);
            onAdded?.();
          },
        })
      }
    />
  );
}
