/** Spec §5: admin list searches act only from 2 characters, 1 second after typing stops; fewer clears the search. */
export const SEARCH_MIN_LENGTH = 2;
export const SEARCH_DEBOUNCE_MS = 1000;

/** The search to run for `text`: trimmed, or '' (no search) below the minimum length. */
export const activeSearch = (text: string): string => {
  const trimmed = text.trim();
  return trimmed.length >= SEARCH_MIN_LENGTH ? trimmed : '';
};
