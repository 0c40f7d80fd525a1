import type { ReactNode } from 'react';
import { Controller } from 'react-hook-form';
import { CheckboxListField, SchemaForm, type FieldEntry, type SelectOption } from '@/components/form';
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

/** Edit adds the slug; the products checklist follows the list. */
const FIELDS: Record<'add' | 'edit', readonly FieldEntry<CategoryValues>[]> = {
  add: [
    { name: 'name', label: 'Name', placeholder: 'Category Name' },
    { name: 'description', kind: 'textarea', label: 'Description', placeholder: 'Category Description' },
  ],
  edit: [
    { name: 'name', label: 'Name', placeholder: 'Category Name' },
    { name: 'slug', label: 'Slug', placeholder: 'Category Slug' },
    { name: 'description', kind: 'textarea', label: 'Description', placeholder: 'Category Description' },
  ],
};

/** The category fields (spec §3, §5): name, (slug), description and its products. */
export function CategoryForm({ mode, defaultValues, productOptions, submitLabel, onSubmit, actions }: CategoryFormProps) {
  return (
    <SchemaForm
      schema={mode === 'add' ? addCategorySchema : editCategorySchema}
      defaultValues={defaultValues}
      fields={FIELDS[mode]}
      submitLabel={submitLabel}
      onSubmit={(values) => onSubmit(values)}
      actions={actions}
    >
      {({ control }) => (
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
      )}
    </SchemaForm>
  );
}
