import type { ReactNode } from 'react';
import { SchemaForm, type FieldEntry } from '@/components/form';
import { addBrandSchema, editBrandSchema, type BrandValues } from '../utils/schema';

/** Add: name, description and the active switch. Edit: the slug instead (activation is its own switch there). */
const FIELDS: Record<'add' | 'edit', readonly FieldEntry<BrandValues>[]> = {
  add: [
    { name: 'name', label: 'Name', placeholder: 'Brand Name' },
    { name: 'description', kind: 'textarea', label: 'Description', placeholder: 'Brand Description' },
    { name: 'isActive', kind: 'switch', label: 'Active' },
  ],
  edit: [
    { name: 'name', label: 'Name', placeholder: 'Brand Name' },
    { name: 'slug', label: 'Slug', placeholder: 'Brand Slug' },
    { name: 'description', kind: 'textarea', label: 'Description', placeholder: 'Brand Description' },
  ],
};

interface BrandFormProps {
  mode: 'add' | 'edit';
  defaultValues: BrandValues;
  submitLabel: string;
  onSubmit: (values: BrandValues) => Promise<unknown>;
  actions?: ReactNode;
}

/** The brand fields (spec §3, §5): name, (slug), description. */
export function BrandForm({ mode, defaultValues, submitLabel, onSubmit, actions }: BrandFormProps) {
  return (
    <SchemaForm
      schema={mode === 'add' ? addBrandSchema : editBrandSchema}
      defaultValues={defaultValues}
      fields={FIELDS[mode]}
      submitLabel={submitLabel}
      onSubmit={(values) => onSubmit(values)}
      actions={actions}
    />
  );
}
