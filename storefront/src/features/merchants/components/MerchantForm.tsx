import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/Button';
import { FormLayout, TextAreaField, TextField } from '@/components/form';
import { notifyError, toast } from '@/lib/notify';
import { useAddMerchant } from '../api/add-merchant';
import { EMPTY_MERCHANT, merchantSchema, type MerchantValues } from '../utils/schema';

interface MerchantFormProps {
  submitLabel: string;
  /** Extra actions beside the submit button (the dashboard's Cancel). */
  extraActions?: ReactNode;
  onAdded?: () => void;
}

/**
 * The merchant application (spec §2 /sell, /dashboard/merchant/add; §5 rules): name, email,
 * phone number, brand and business. On success the server's message shows.
 */
export function MerchantForm({ submitLabel, extraActions, onAdded }: MerchantFormProps) {
  const add = useAddMerchant();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<MerchantValues>({ resolver: zodResolver(merchantSchema), defaultValues: EMPTY_MERCHANT });

  const onSubmit = async (values: MerchantValues) => {
    try {
      const { message } = await add.mutateAsync(values);
      if (message) toast.success(message);
      reset(EMPTY_MERCHANT);
      onAdded?.();
    } catch (error) {
      notifyError(error);
    }
  };

  return (
    <FormLayout noValidate onSubmit={handleSubmit(onSubmit)}>
      <div className="form-grid">
        <TextField label="Name" autoComplete="name" placeholder="Your Full Name" error={errors.name?.message} {...register('name')} />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          placeholder="Your Email Address"
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          label="Phone Number"
          type="tel"
          autoComplete="tel"
          placeholder="Your Phone Number"
          error={errors.phoneNumber?.message}
          {...register('phoneNumber')}
        />
        <TextField label="Brand" placeholder="Your Business Brand" error={errors.brand?.message} {...register('brand')} />
      </div>
      <TextAreaField
        label="Business"
        placeholder="Please Describe Your Business"
        error={errors.business?.message}
        {...register('business')}
      />
      <div className="form-actions">
        <Button type="submit" disabled={isSubmitting}>
          {submitLabel}
        </Button>
        {extraActions}
      </div>
    </FormLayout>
  );
}
