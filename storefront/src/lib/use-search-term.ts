import { useState } from 'react';
import { activeSearch, SEARCH_DEBOUNCE_MS } from './search';
import { useDebouncedValue } from './use-debounced-value';

/**
 * A search box's text and the search it stands for (`activeSearch`: trimmed, from 2
 * characters), applied SEARCH_DEBOUNCE_MS after typing stops, or at once on `submit` (spec §5).
 */
export function useSearchTerm() {
  const [text, setText] = useState('');
  const [term, setTerm] = useState('');
  const debounced = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);

  const [settled, setSettled] = useState(debounced);
  if (settled !== debounced) {
    setSettled(debounced);
    setTerm(activeSearch(debounced));
  }

  const submit = () => setTerm(activeSearch(text));

  return { text, setText, term, submit };
}
