import { useEffect, useId, useState } from 'react';
import styled from 'styled-components';
import { Button } from '@/components/Button';
import { VisuallyHidden } from '@/components/VisuallyHidden';
import { controlFrame } from '@/components/form';
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
    ${controlFrame}
  }
`;

/**
 * The users search box: acts 1 second after typing stops, or at once on submit, with 2
 * characters or more; fewer clears the search (spec §5).
 */
export function UserSearch({ onSearch }: { onSearch: (search: string) => void }) {
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
        Search users
      </VisuallyHidden>
      <input
        id={id}
        type="search"
        placeholder="Type user name or email"
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <Button type="submit" $variant="secondary">
        Search
      </Button>
    </Form>
  );
}
