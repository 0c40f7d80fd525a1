/** Spec §5: merchant searches act only from 2 characters, 1 second after typing stops. */
export const SEARCH_MIN_LENGTH = 2;
export const SEARCH_DEBOUNCE_MS = 1000;

export const activeSearch = (text: string): string => {
  const trimmed = text.trim();
  return trimmed.length >= SEARCH_MIN_LENGTH ? trimmed : '';
};

/** Spec §3: the query string's email, the value after the equals sign. */
export const emailFromSearch = (search: string): string => new URLSearchParams(search).get('email') ?? '';
