import styled, { css } from 'styled-components';
import { space, theme } from '@/lib/theme';

/** The frame of a text box or select: border, radius, font, colours (sizes are the caller's). */
export const controlFrame = css`
  border: 1px solid ${theme.colors.controlBorder};
  border-radius: ${theme.radii.control};
  font: inherit;
  color: ${theme.colors.text};
  background: ${theme.colors.card};
`;

/** The muted help text (`.field-help`) and the inline error (`.field-error`) under a control. */
export const fieldMessages = css`
  .field-help,
  .field-error {
    margin: 0;
    font-size: ${theme.fontSize[90]};
  }

  .field-help {
    color: ${theme.colors.muted};
  }

  .field-error {
    color: ${theme.colors.danger};
  }
`;

/** A one-line form: its text box takes the room left beside the button. */
export const inlineForm = css`
  display: flex;
  gap: ${space(2)};

  input {
    flex: 1;
    min-width: 0;
    min-height: 2.75rem;
  }
`;

/** A label above its control. */
export const stackedField = css`
  display: flex;
  flex-direction: column;
  gap: ${space(1.2)};

  label {
    font-weight: 600;
  }
`;

/** One styled root per field: label, control and the inline error under it. */
export const FieldRoot = styled.div`
  ${stackedField}

  input,
  textarea,
  select {
    width: 100%;
    min-height: 2.75rem;
    padding: ${space(2.2, 3.2)};
    ${controlFrame}
  }

  textarea {
    min-height: 8rem;
    resize: vertical;
  }

  input:disabled,
  select:disabled {
    background: ${theme.colors.surface};
    color: ${theme.colors.muted};
  }

  [aria-invalid='true'] {
    border-color: ${theme.colors.danger};
    outline: 1px solid ${theme.colors.danger};
  }

  ${fieldMessages}

  &.field-checkbox {
    flex-direction: row;
    flex-wrap: wrap;
    align-items: center;
    gap: ${space(2)};
  }

  &.field-checkbox input {
    width: 1.25rem;
    min-height: 1.25rem;
    height: 1.25rem;
    margin: 0;
    accent-color: ${theme.colors.accent};
  }

  &.field-checkbox label {
    font-weight: 400;
  }
`;
