import { forwardRef, type InputHTMLAttributes } from 'react';
import { LabelledField } from './LabelledField';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** The field's first error, shown inline under it. */
  error?: string;
}

/** A labelled input with its inline error (aria-invalid, aria-describedby). */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, id, className, type = 'text', ...input },
  ref,
) {
  return (
    <LabelledField label={label} error={error} id={id} className={className}>
      {(control) => <input ref={ref} type={type} {...control} {...input} />}
    </LabelledField>
  );
});
