import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, type ReactNode } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/Button';
import { FormLayout, SelectField, SwitchField, TextAreaField, TextField, type SelectOption } from '@/components/form';
import { DESCRIPTION_MAX } from '@/lib/validation';
import { addProductSchema, editProductSchema, TAXABLE_OPTIONS, type ProductValues } from '../utils/schema';
import { ImagesField } from './ImagesField';
import { UploadProgress } from './UploadProgress';

interface ProductFormProps {
  /** Add: images and the active switch. Edit: the slug (activation is its own switch there). */
  mode: 'add' | 'edit';
  defaultValues: ProductValues;
  /** The brand selector's options; no selector without them (a merchant's edit form). */
  brandOptions?: readonly SelectOption[];
  /** A merchant's add form: the brand is preselected and cannot be changed (spec §6). */
  brandLocked?: boolean;
  /** The category selector's options (edit); no selector without them. */
  categoryOptions?: readonly SelectOption[];
  /** The add-on toggle is for admins only (spec §6). */
  showAddon: boolean;
  submitLabel: string;
  onSubmit: (values: ProductValues) => Promise<unknown>;
  /** The upload's progress while adding, 0 to 100; null when nothing is being sent. */
  progress?: number | null;
  actions?: ReactNode;
}

/** The product fields (spec §3, §5), shared by add and edit. */
export function ProductForm({
  mode,
  defaultValues,
  brandOptions,
  brandLocked = false,
  categoryOptions,
  showAddon,
  submitLabel,
  onSubmit,
  progress = null,
  actions,
}: ProductFormProps) {
  const withBrand = Boolean(brandOptions);
  const schema = useMemo(
    () => (mode === 'add' ? addProductSchema(withBrand) : editProductSchema(withBrand)),
    [mode, withBrand],
  );
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ProductValues>({ resolver: zodResolver(schema), defaultValues });
  const descriptionLength = (useWatch({ control, name: 'description' }) ?? '').length;

  return (
    <FormLayout noValidate onSubmit={handleSubmit(onSubmit)}>
      <div className="form-grid">
        <TextField label="Sku" placeholder="Product Sku" error={errors.sku?.message} {...register('sku')} />
        <TextField label="Name" placeholder="Product Name" error={errors.name?.message} {...register('name')} />
      </div>
      {mode === 'edit' && (
        <TextField label="Slug" placeholder="Product Slug" error={errors.slug?.message} {...register('slug')} />
      )}
      <TextAreaField
        label="Description"
        placeholder="Product Description"
        error={errors.description?.message}
        {...register('description')}
      />
      <p className="field-help" aria-live="polite" data-testid="description-count">
        {descriptionLength}/{DESCRIPTION_MAX} characters
      </p>
      <div className="form-grid">
        <TextField
          label="Quantity"
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          error={errors.quantity?.message}
          {...register('quantity')}
        />
        <TextField
          label="Price"
          type="number"
          inputMode="decimal"
          min={1}
          step="any"
          error={errors.price?.message}
          {...register('price')}
        />
        <SelectField label="Taxable" options={TAXABLE_OPTIONS} error={errors.taxable?.message} {...register('taxable')} />
        {brandOptions &&
          (brandLocked ? (
            // Not registered: the preselected brand stays in the form's values as it is.
            <SelectField
              label="Brand"
              options={brandOptions}
              value={defaultValues.brand}
              disabled
              error={errors.brand?.message}
              onChange={() => undefined}
            />
          ) : (
            <SelectField label="Brand" options={brandOptions} error={errors.brand?.message} {...register('brand')} />
          ))}
        {categoryOptions && (
          <SelectField label="Category" options={categoryOptions} error={errors.category?.message} {...register('category')} />
        )}
      </div>
      <TextField
        label="Variants"
        placeholder="Comma-separated, e.g. Small, Medium, Large"
        error={errors.variants?.message}
        {...register('variants')}
      />
      {mode === 'add' && (
        <Controller
          control={control}
          name="images"
          render={({ field, fieldState }) => (
            <ImagesField files={field.value} onChange={field.onChange} onBlur={field.onBlur} error={fieldState.error?.message} />
          )}
        />
      )}
      {mode === 'add' && <SwitchField label="Active" {...register('isActive')} />}
      {showAddon && <SwitchField label="Add-on product" {...register('isAddon')} />}
      {progress !== null && <UploadProgress percent={progress} />}
      <div className="form-actions">
        <Button type="submit" disabled={isSubmitting}>
          {submitLabel}
        </Button>
        {actions}
      </div>
    </FormLayout>
  );
}
