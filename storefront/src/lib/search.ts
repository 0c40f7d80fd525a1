/**
 * The shop's search rules. Spec §5: list searches (admin lists, orders) act only from 2
 * characters, 1 second after typing stops; fewer clears the search. The header's product
 * suggestions wait the same second but follow their own length rule (`shouldSearch`).
 */
export const SEARCH_MIN_LENGTH = 2;
export const SEARCH_DEBOUNCE_MS = 1000;
/** The longest product search the API takes (its SEARCH_LIMITS.maxTermLength). */
export const SEARCH_MAX_LENGTH = 100;

/** The search to run for `text`: trimmed, or '' (no search) below the minimum length. */
export const activeSearch = (text: string): string => {
  const trimmed = text.trim();
  return trimmed.length >= SEARCH_MIN_LENGTH ? trimmed : '';
};

/**
 * Suggestions are requested only when the trimmed query length is a non-zero multiple of 3
 * (3, 6, 9, …) (spec §5, §9).
 */
export function shouldSearch(query: string): boolean {
  const { length } = query.trim();
  return length > 0 && length % 3 === 0;
}
