import { useId, type ReactNode } from 'react';
import { FieldRoot } from './field-styles';

/** What a control needs to be tied to its label and its inline error. */
export interface ControlProps {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

interface LabelledFieldProps {
  label: string;
  error?: string;
  id?: string;
  className?: string;
  children: (control: ControlProps) => ReactNode;
}

/** The label, the control (rendered by `children`) and the field's first error under it. */
export function LabelledField({ label, error, id, className, children }: LabelledFieldProps) {
  const autoId = useId();
  const controlId = id ?? autoId;
  const errorId = `${controlId}-error`;
  return (
    <FieldRoot className={className}>
      <label htmlFor={controlId}>{label}</label>
      {children({
        id: controlId,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? errorId : undefined,
      })}
      {error && (
        <p className="field-error" id={errorId}>
          {error}
        </p>
      )}
    </FieldRoot>
  );
}
