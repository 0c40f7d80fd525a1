import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/Button';
import { FormLayout, SelectField, TextField } from '@/components/form';
import { withNotices } from '@/lib/mutation-notices';
import { useSavePayoutMethod } from '../api/save-payout-method';
import type { SavedPayoutMethod } from '../types';
import { payoutMethodFormSchema, toFormValues, toPayoutMethod, type PayoutMethodValues } from '../utils/payout-method-schema';

const METHODS = [
  { value: 'mpesa', label: 'M-Pesa' },
  { value: 'bank', label: 'Bank transfer' },
] as const;

/**
 * Where payouts go: an M-Pesa number (paid by B2C when an admin approves) or a bank account (paid by
 * hand). Changing a saved one asks for the account's password, and the old contacts are told.
 */
export function PayoutMethodForm({ saved }: { saved: SavedPayoutMethod | null }) {
  const save = useSavePayoutMethod();
  const form = useForm<PayoutMethodValues>({ resolver: zodResolver(payoutMethodFormSchema(!!saved)), defaultValues: toFormValues(saved) });
  const method = useWatch({ control: form.control, name: 'method' });
  const error = (name: keyof PayoutMethodValues) => form.formState.errors[name]?.message;

  const submit = form.handleSubmit((values) =>
    withNotices(() => save.mutateAsync(toPayoutMethod(values)), { onSuccess: () => form.reset({ ...values, password: '' }) }),
  );

  return (
    <FormLayout noValidate onSubmit={submit} aria-label="Payout method">
      <SelectField label="Pay me by" options={METHODS} {...form.register('method')} />
      {method === 'mpesa' ? (
        <TextField label="M-Pesa number" type="tel" autoComplete="tel" placeholder="0712 345 678" error={error('phone')} {...form.register('phone')} />
      ) : (
        <>
          <div className="form-grid">
            <TextField label="Bank name" error={error('bankName')} {...form.register('bankName')} />
            <TextField label="Account name" autoComplete="name" error={error('accountName')} {...form.register('accountName')} />
          </div>
          <div className="form-grid">
            <TextField label="Branch (optional)" error={error('branch')} {...form.register('branch')} />
            <TextField label="Account number" error={error('accountNumber')} {...form.register('accountNumber')} />
          </div>
        </>
      )}
      {saved && (
        <>
          <TextField
            label="Your password"
            type="password"
            autoComplete="current-password"
            error={error('password')}
            {...form.register('password')}
          />
          <p className="field-help">
            To change where payouts go, confirm with your password. We will e-mail and text your current contacts about the change.
          </p>
        </>
      )}
      <div className="form-actions">
        <Button type="submit" disabled={form.formState.isSubmitting}>
          Save payout method
        </Button>
      </div>
    </FormLayout>
  );
}
