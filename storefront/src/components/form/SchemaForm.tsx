import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path, type Resolver, type UseFormReturn } from 'react-hook-form';
import { Button } from '../Button';
import { CheckboxField } from './CheckboxField';
import { FormLayout } from './FormLayout';
import { SwitchField } from './SwitchField';
import { TextAreaField } from './TextAreaField';
import { TextField } from './TextField';

interface FieldBase<V> {
  name: Path<V>;
  label: string;
  placeholder?: string;
}

/** One field of a form's list: a text input (default), a textarea, a checkbox or an on/off switch. */
export type FieldSpec<V> =
  | (FieldBase<V> & { kind?: 'text'; type?: 'text' | 'email' | 'password' | 'tel'; autoComplete?: string })
  | (FieldBase<V> & { kind: 'textarea' | 'checkbox' | 'switch' });

/** A field, or a row of fields side by side from `md` up. */
export type FieldEntry<V> = FieldSpec<V> | { row: readonly FieldSpec<V>[] };

export interface SchemaFormProps<V extends FieldValues> {
  /** The zod schema whose messages show inline under each field. */
  schema: Parameters<typeof zodResolver>[0];
  defaultValues: DefaultValues<V>;
  fields: readonly FieldEntry<V>[];
  submitLabel: string;
  onSubmit: (values: V, form: UseFormReturn<V>) => Promise<unknown>;
  /** Beside the submit button (Cancel, Delete, a link). */
  actions?: ReactNode;
  /** Under the buttons (e.g. 'Forgot Password?'). */
  footer?: ReactNode;
  /** Fields the list cannot describe, after it (e.g. a products checklist). */
  children?: (form: UseFormReturn<V>) => ReactNode;
}

function Field<V extends FieldValues>({ spec, form }: { spec: FieldSpec<V>; form: UseFormReturn<V> }) {
  const error = form.getFieldState(spec.name, form.formState).error?.message;
  const { name, label, placeholder } = spec;
  if (spec.kind === undefined || spec.kind === 'text') {
    return (
      <TextField
        label={label}
        type={spec.type}
        autoComplete={spec.autoComplete}
        placeholder={placeholder}
        error={error}
        {...form.register(name)}
      />
    );
  }
  if (spec.kind === 'checkbox') return <CheckboxField label={label} {...form.register(name)} />;
  if (spec.kind === 'switch') return <SwitchField label={label} {...form.register(name)} />;
  return <TextAreaField label={label} placeholder={placeholder} error={error} {...form.register(name)} />;
}

/**
 * A validated form from a schema and a field list (spec §5: messages inline, no native
 * validation): the fields, the submit button (disabled while submitting) and its neighbours.
 */
export function SchemaForm<V extends FieldValues>({
  schema,
  defaultValues,
  fields,
  submitLabel,
  onSubmit,
  actions,
  footer,
  children,
}: SchemaFormProps<V>) {
  const form = useForm<V>({ resolver: zodResolver(schema) as unknown as Resolver<V>, defaultValues });

  return (
    <FormLayout noValidate onSubmit={form.handleSubmit((values) => onSubmit(values, form))}>
      {fields.map((entry) =>
        'row' in entry ? (
          <div className="form-grid" key={entry.row.map((spec) => spec.name).join()}>
            {entry.row.map((spec) => (
              <Field key={spec.name} spec={spec} form={form} />
            ))}
          </div>
        ) : (
          <Field key={entry.name} spec={entry} form={form} />
        ),
      )}
      {children?.(form)}
      <div className="form-actions">
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {submitLabel}
        </Button>
        {actions}
      </div>
      {footer}
    </FormLayout>
  );
}
