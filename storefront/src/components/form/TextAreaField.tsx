import { forwardRef, type TextareaHTMLAttributes } from 'react';
import { LabelledField } from './LabelledField';

export interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  error?: string;
}

/** A labelled multi-line input with its inline error. */
export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(function TextAreaField(
  { label, error, id, className, ...textarea },
  ref,
) {
  return (
    <LabelledField label={label} error={error} id={id} className={className}>
      {(control) => <textarea ref={ref} {...control} {...textarea} />}
    </LabelledField>
  );
});
