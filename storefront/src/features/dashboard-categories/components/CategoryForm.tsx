import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '@/components/Button';
import { CheckboxListField, FormLayout, TextAreaField, TextField, type SelectOption } from '@/components/form';
import { addCategorySchema, editCategorySchema, type CategoryValues } from '../utils/schema';

interface CategoryFormProps {
  /** Edit adds the slug. */
  mode: 'add' | 'edit';
  defaultValues: CategoryValues;
  productOptions: readonly SelectOption[];
  submitLabel: string;
  onSubmit: (values: CategoryValues) => Promise<unknown>;
  actions?: ReactNode;
}

/** The category fields (spec §3, §5): name, (slug), description and its products. */
export function CategoryForm({ mode, defaultValues, productOptions, submitLabel, onSubmit, actions }: CategoryFormProps) {
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<CategoryValues>({
    resolver: zodResolver(mode === 'add' ? addCategorySchema : editCategorySchema),
    defaultValues,
  });

  return (
    <FormLayout noValidate onSubmit={handleSubmit(onSubmit)}>
      <TextField label="Name" placeholder="Category Name" error={errors.name?.message} {...register('name')} />
      {mode === 'edit' && (
        <TextField label="Slug" placeholder="Category Slug" error={errors.slug?.message} {...register('slug')} />
      )}
      <TextAreaField
        label="Description"
        placeholder="Category Description"
        error={errors.description?.message}
        {...register('description')}
      />
      <Controller
        control={control}
        name="products"
        render={({ field, fieldState }) => (
          <CheckboxListField
            ref={field.ref}
            label="Products"
            options={productOptions}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
          />
        )}
      />
      <div className="form-actions">
        <Button type="submit" disabled={isSubmitting}>
          {submitLabel}
        </Button>
        {actions}
      </div>
    </FormLayout>
  );
}
