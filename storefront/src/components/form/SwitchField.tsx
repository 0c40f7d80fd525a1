import { forwardRef, useId, type InputHTMLAttributes } from 'react';
import styled from 'styled-components';
import { space, theme } from '@/lib/theme';

const Root = styled.div`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  align-items: center;
  gap: ${space(1.2, 3)};

  input {
    appearance: none;
    position: relative;
    width: 2.75rem;
    height: 1.5rem;
    margin: 0;
    border: 1px solid ${theme.colors.controlBorder};
    border-radius: ${theme.radii.pill};
    background: ${theme.colors.border};
    cursor: pointer;
    transition: background 0.15s ease;
  }

  input::after {
    content: '';
    position: absolute;
    top: 2px;
    left: 2px;
    width: 1.1rem;
    height: 1.1rem;
    border-radius: ${theme.radii.round};
    background: ${theme.colors.card};
    box-shadow: ${theme.shadowKnob};
    transition: transform 0.15s ease;
  }

  input:checked {
    background: ${theme.colors.accent};
    border-color: ${theme.colors.accent};
  }

  input:checked::after {
    transform: translateX(1.2rem);
  }

  input:focus-visible {
    outline: 2px solid ${theme.colors.accentHover};
    outline-offset: 2px;
  }

  input:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }

  label {
    font-weight: 600;
    cursor: pointer;
  }

  .switch-help {
    grid-column: 2;
    margin: 0;
    color: ${theme.colors.muted};
    font-size: ${theme.fontSize[90]};
  }

  @media (prefers-reduced-motion: reduce) {
    input,
    input::after {
      transition: none;
    }
  }
`;

export interface SwitchFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'role'> {
  label: string;
  /** Help text under the switch, read with it (e.g. what turning it off also does). */
  help?: string;
}

/** An on/off switch: a checkbox with role="switch", its label beside it and optional help text. */
export const SwitchField = forwardRef<HTMLInputElement, SwitchFieldProps>(function SwitchField(
  { label, help, id, className, ...input },
  ref,
) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const helpId = `${inputId}-help`;
  return (
    <Root className={className}>
      <input ref={ref} id={inputId} type="checkbox" role="switch" aria-describedby={help ? helpId : undefined} {...input} />
      <label htmlFor={inputId}>{label}</label>
      {help && (
        <p className="switch-help" id={helpId}>
          {help}
        </p>
      )}
    </Root>
  );
});
