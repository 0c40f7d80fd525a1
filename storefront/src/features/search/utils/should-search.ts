/** Debounce before a typed query may trigger a suggestion request (spec §9). */
export const SEARCH_DEBOUNCE_MS = 1000;

/**
 * Suggestions are requested only when the trimmed query length is a non-zero multiple of 3
 * (3, 6, 9, …) (spec §5, §9).
 */
export function shouldSearch(query: string): boolean {
  const { length } = query.trim();
  return length > 0 && length % 3 === 0;
}
