import { useId, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button } from '@/components/Button';
import { space, theme } from '@/lib/theme';
import { controlFrame } from '@/components/form';

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${space(2)};
  margin-bottom: ${space(4)};

  .order-search-field {
    display: flex;
    flex-direction: column;
    gap: ${space(1.2)};
    flex: 1 1 16rem;
  }

  label {
    font-weight: 600;
    font-size: ${theme.fontSize[92]};
  }

  input {
    min-height: 2.75rem;
    padding: ${space(2, 3)};
    ${controlFrame}
  }

  .order-search-hint {
    font-size: ${theme.fontSize[85]};
    color: ${theme.colors.muted};
  }
`;

interface OrderSearchProps {
  value: string;
  onChange: (value: string) => void;
  onSubmit: () => void;
  label?: string;
  hint?: string;
  placeholder?: string;
}

/** The order search box: searches as you type (after a pause) or on submit. */
export function OrderSearch({ value, onChange, onSubmit, label = 'Search orders', hint, placeholder = 'Type an order ID' }: OrderSearchProps) {
  const id = useId();
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };

  return (
    <Form role="search" noValidate onSubmit={handleSubmit}>
      <div className="order-search-field">
        <label htmlFor={`${id}-input`}>{label}</label>
        <input
          id={`${id}-input`}
          type="search"
          value={value}
          placeholder={placeholder}
          autoComplete="off"
          aria-describedby={hint ? `${id}-hint` : undefined}
          onChange={(event) => onChange(event.target.value)}
        />
        {hint && (
          <span className="order-search-hint" id={`${id}-hint`}>
            {hint}
          </span>
        )}
      </div>
      <Button type="submit">Search</Button>
    </Form>
  );
}
