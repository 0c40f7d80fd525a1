import { forwardRef, type SelectHTMLAttributes } from 'react';
import { LabelledField } from './LabelledField';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  options: readonly SelectOption[];
  error?: string;
}

/** A labelled native select with its inline error. */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { label, options, error, id, className, ...select },
  ref,
) {
  return (
    <LabelledField label={label} error={error} id={id} className={className}>
      {(control) => (
        <select ref={ref} {...control} {...select}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </LabelledField>
  );
});
