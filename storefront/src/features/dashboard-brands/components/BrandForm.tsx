import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/Button';
import { FormLayout, SwitchField, TextAreaField, TextField } from '@/components/form';
import { addBrandSchema, editBrandSchema, type BrandValues } from '../utils/schema';

interface BrandFormProps {
  /** Add: the active switch. Edit: the slug (activation is its own switch there). */
  mode: 'add' | 'edit';
  defaultValues: BrandValues;
  submitLabel: string;
  onSubmit: (values: BrandValues) => Promise<unknown>;
  actions?: ReactNode;
}

/** The brand fields (spec §3, §5): name, (slug), description. */
export function BrandForm({ mode, defaultValues, submitLabel, onSubmit, actions }: BrandFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<BrandValues>({ resolver: zodResolver(mode === 'add' ? addBrandSchema : editBrandSchema), defaultValues });

  return (
    <FormLayout noValidate onSubmit={handleSubmit(onSubmit)}>
      <TextField label="Name" placeholder="Brand Name" error={errors.name?.message} {...register('name')} />
      {mode === 'edit' && (
        <TextField label="Slug" placeholder="Brand Slug" error={errors.slug?.message} {...register('slug')} />
      )}
      <TextAreaField
        label="Description"
        placeholder="Brand Description"
        error={errors.description?.message}
        {...register('description')}
      />
      {mode === 'add' && <SwitchField label="Active" {...register('isActive')} />}
      <div className="form-actions">
        <Button type="submit" disabled={isSubmitting}>
          {submitLabel}
        </Button>
        {actions}
      </div>
    </FormLayout>
  );
}
