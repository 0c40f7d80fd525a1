import { forwardRef, useId, useState } from 'react';
import styled from 'styled-components';
import { space, theme } from '@/lib/theme';
import { fieldMessages } from './field-styles';
import type { SelectOption } from './SelectField';
import { spreadRow } from '../layout';

const Fieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: ${space(1.6)};

  legend {
    padding: 0;
    margin-bottom: ${space(1.2)};
    font-weight: 600;
  }

  .checklist-tools {
    ${spreadRow()}
    gap: ${space(2)};
  }

  .checklist-tools input {
    flex: 1 1 14rem;
    min-height: 2.5rem;
    padding: ${space(1.6, 2.8)};
    border: 1px solid ${theme.colors.controlBorder};
    border-radius: ${theme.radii.control};
    font: inherit;
  }

  .checklist-count {
    margin: 0;
    color: ${theme.colors.muted};
    font-size: ${theme.fontSize[90]};
  }

  ul {
    list-style: none;
    margin: 0;
    padding: ${space(1.4)};
    max-height: 16rem;
    overflow-y: auto;
    border: 1px solid ${theme.colors.controlBorder};
    border-radius: ${theme.radii.control};
  }

  &[data-invalid='true'] ul {
    border-color: ${theme.colors.danger};
    outline: 1px solid ${theme.colors.danger};
  }

  li {
    display: flex;
    align-items: center;
    gap: ${space(2)};
    padding: ${space(1.2, 1.6)};
    border-radius: ${theme.radii.sm};
  }

  li:hover {
    background: ${theme.colors.accentSoft};
  }

  li input {
    width: 1.15rem;
    height: 1.15rem;
    margin: 0;
    flex: none;
    accent-color: ${theme.colors.accent};
  }

  .checklist-empty {
    color: ${theme.colors.muted};
  }

  ${fieldMessages}
`;

export interface CheckboxListFieldProps {
  /** The group's name (its legend). */
  label: string;
  options: readonly SelectOption[];
  /** The checked values. */
  value: readonly string[];
  onChange: (value: string[]) => void;
  onBlur?: () => void;
  error?: string;
  /** Label of the filter box shown above long lists. */
  filterLabel?: string;
}

/** Show the filter box from this many options. */
const FILTER_FROM = 8;

/**
 * A multi-select as a group of labelled checkboxes (a fieldset with a legend), with a filter box
 * for long lists; filtering only hides options, it never unchecks them.
 */
export const CheckboxListField = forwardRef<HTMLInputElement, CheckboxListFieldProps>(function CheckboxListField(
  { label, options, value, onChange, onBlur, error, filterLabel = `Filter ${label.toLowerCase()}` },
  ref,
) {
  const id = useId();
  const [filter, setFilter] = useState('');
  const needle = filter.trim().toLowerCase();
  const shown = needle ? options.filter((option) => option.label.toLowerCase().includes(needle)) : options;
  const checked = new Set(value);

  const toggle = (optionValue: string, on: boolean) =>
    onChange(on ? [...value, optionValue] : value.filter((item) => item !== optionValue));

  return (
    <Fieldset aria-describedby={error ? `${id}-error` : undefined} data-invalid={error ? 'true' : undefined}>
      <legend>{label}</legend>
      <div className="checklist-tools">
        {options.length >= FILTER_FROM && (
          <input
            type="search"
            aria-label={filterLabel}
            placeholder={filterLabel}
            value={filter}
            onChange={(event) => setFilter(event.target.value)}
          />
        )}
        <p className="checklist-count" aria-live="polite">
          {value.length} selected
        </p>
      </div>
      <ul>
        {shown.map((option, index) => (
          <li key={option.value}>
            <input
              ref={index === 0 ? ref : undefined}
              id={`${id}-${option.value}`}
              type="checkbox"
              checked={checked.has(option.value)}
              onChange={(event) => toggle(option.value, event.target.checked)}
              onBlur={onBlur}
            />
            <label htmlFor={`${id}-${option.value}`}>{option.label}</label>
          </li>
        ))}
        {shown.length === 0 && <li className="checklist-empty">No matches.</li>}
      </ul>
      {error && (
        <p className="field-error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </Fieldset>
  );
});
