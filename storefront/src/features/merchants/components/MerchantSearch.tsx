import { useEffect, useId, useState } from 'react';
import styled from 'styled-components';
import { Button } from '@/components/Button';
import { VisuallyHidden } from '@/components/VisuallyHidden';
import { theme } from '@/lib/theme';
import { activeSearch, SEARCH_DEBOUNCE_MS } from '../utils/search';

const Form = styled.form`
  display: flex;
  gap: 0.5rem;
  margin-bottom: 1rem;

  input {
    flex: 1;
    min-width: 0;
    min-height: 2.75rem;
    padding: 0.5rem 0.8rem;
    border: 1px solid #6b7280;
    border-radius: 8px;
    font: inherit;
    color: ${theme.colors.text};
  }
`;

/** The merchants search: 1 second after typing stops or on submit, from 2 characters (spec §5). */
export function MerchantSearch({ onSearch }: { onSearch: (search: string) => void }) {
  const id = useId();
  const [text, setText] = useState('');

  useEffect(() => {
    const timer = setTimeout(() => onSearch(activeSearch(text)), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, onSearch]);

  return (
    <Form
      role="search"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(activeSearch(text));
      }}
    >
      <VisuallyHidden as="label" htmlFor={id}>
        Search merchants
      </VisuallyHidden>
      <input
        id={id}
        type="search"
        placeholder="Type email, phone number, brand or status"
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <Button type="submit" $variant="secondary">
        Search
      </Button>
    </Form>
  );
}
