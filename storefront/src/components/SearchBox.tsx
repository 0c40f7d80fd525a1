import { useEffect, useId } from 'react';
import styled from 'styled-components';
import { Button } from '@/components/Button';
import { VisuallyHidden } from '@/components/VisuallyHidden';
import { controlFrame, inlineForm } from '@/components/form/field-styles';
import { space, theme } from '@/lib/theme';
import { useSearchTerm } from '@/lib/use-search-term';

// On a phone the button wraps under the box, and the placeholder is a little smaller, so a long
// one ('Type email, phone number, brand or status') shows whole on a 412 px screen.
const Form = styled.form`
  ${inlineForm}
  flex-wrap: wrap;
  margin-bottom: ${space(4)};

  input {
    flex: 1 1 18rem;
    padding: ${space(2, 3.2)};
    ${controlFrame}
  }

  @media (max-width: ${theme.breakpoints.sm}) {
    input {
      padding-inline: ${space(2.4)};
    }

    input::placeholder {
      font-size: ${theme.fontSize[87.5]};
    }
  }
`;

interface SearchBoxProps {
  /** The input's (visually hidden) label, e.g. 'Search users'. */
  label: string;
  placeholder: string;
  onSearch: (search: string) => void;
}

/**
 * An admin list's search box: acts 1 second after typing stops, or at once on submit, with 2
 * characters or more; fewer clears the search (spec §5).
 */
export function SearchBox({ label, placeholder, onSearch }: SearchBoxProps) {
  const id = useId();
  const { text, setText, term, submit } = useSearchTerm();

  useEffect(() => onSearch(term), [term, onSearch]);

  return (
    <Form
      role="search"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <VisuallyHidden as="label" htmlFor={id}>
        {label}
      </VisuallyHidden>
      <input id={id} type="search" placeholder={placeholder} value={text} onChange={(event) => setText(event.target.value)} />
      <Button type="submit" $variant="secondary">
        Search
      </Button>
    </Form>
  );
}
