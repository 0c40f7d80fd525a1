import { useCallback, useEffect, useRef, useState } from 'react';

/** Searches act from this many characters (spec §5, §9). */
export const MIN_SEARCH_LENGTH = 2;
/** …after this long without typing, or at once on submit. */
export const SEARCH_DELAY_MS = 1000;

/** The search the typed text stands for: the trimmed text from 2 characters, otherwise none (''). */
export const toSearchTerm = (text: string): string => {
  const trimmed = text.trim();
  return trimmed.length >= MIN_SEARCH_LENGTH ? trimmed : '';
};

/** A search box's text and the active search term, debounced 1 s, applied at once on submit. */
export function useOrderSearch() {
  const [text, setText] = useState('');
  const [term, setTerm] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout>>();

  useEffect(() => {
    timer.current = setTimeout(() => setTerm(toSearchTerm(text)), SEARCH_DELAY_MS);
    return () => clearTimeout(timer.current);
  }, [text]);

  const submit = useCallback(() => {
    clearTimeout(timer.current);
    setTerm(toSearchTerm(text));
  }, [text]);

  return { text, setText, term, submit };
}
