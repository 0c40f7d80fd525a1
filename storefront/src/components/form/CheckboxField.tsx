import { forwardRef, useId, type InputHTMLAttributes } from 'react';
import { FieldRoot } from './field-styles';

export interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: string;
}

/** A checkbox with its label beside it. */
export const CheckboxField = forwardRef<HTMLInputElement, CheckboxFieldProps>(function CheckboxField(
  { label, id, className, ...input },
  ref,
) {
  const autoId = useId();
  const inputId = id ?? autoId;
  return (
    <FieldRoot className={['field-checkbox', className].filter(Boolean).join(' ')}>
      <input ref={ref} id={inputId} type="checkbox" {...input} />
      <label htmlFor={inputId}>{label}</label>
    </FieldRoot>
  );
});
