/** Spec §5: user searches act only from 2 characters; otherwise the search is cleared. */
export const SEARCH_MIN_LENGTH = 2;
export const SEARCH_DEBOUNCE_MS = 1000;

export const activeSearch = (text: string): string => {
  const trimmed = text.trim();
  return trimmed.length >= SEARCH_MIN_LENGTH ? trimmed : '';
};

/** 'First Last', or 'N/A' without a name (spec §2). */
export const displayName = (user: { firstName?: string | null; lastName?: string | null }): string =>
  [user.firstName, user.lastName].filter(Boolean).join(' ').trim() || 'N/A';
