import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';
import { space, theme } from '@/lib/theme';

const Fieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  display: flex;
  flex-direction: column;
  gap: ${space(2)};

  legend {
    padding: 0;
    margin-bottom: ${space(2)};
    font-weight: 600;
    font-size: ${theme.fontSize[92]};
  }
`;

const Choice = styled.label`
  display: flex;
  align-items: center;
  gap: ${space(3)};
  min-height: 2.75rem;
  padding: ${space(2, 3)};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.control};
  cursor: pointer;

  &:has(input:checked) {
    border-color: ${theme.colors.accent};
    background: ${theme.colors.surface};
  }

  &:has(input:disabled) {
    cursor: not-allowed;
    color: ${theme.colors.muted};
  }

  input {
    flex: none;
    width: 1.1rem;
    height: 1.1rem;
    accent-color: ${theme.colors.accent};
  }

  .choice-label {
    flex: 1;
  }

  .choice-detail {
    color: ${theme.colors.muted};
    font-size: ${theme.fontSize[92]};
  }
`;

/** A group of choices with its question as the legend. */
export function RadioGroup({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <Fieldset>
      <legend>{legend}</legend>
      {children}
    </Fieldset>
  );
}

interface OptionRadioProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: string;
  /** A short note at the end of the row, e.g. the fee. */
  detail?: string;
}

/** One choice of a RadioGroup: the whole row is its label, tall enough for a thumb. */
export const OptionRadio = forwardRef<HTMLInputElement, OptionRadioProps>(function OptionRadio({ label, detail, ...input }, ref) {
  return (
    <Choice>
      <input ref={ref} type="radio" {...input} />
      <span className="choice-label">{label}</span>
      {detail && <span className="choice-detail">{detail}</span>}
    </Choice>
  );
});
