/** 'First Last', or 'N/A' without a name (spec §2). */
export const displayName = (user: { firstName?: string | null; lastName?: string | null }): string =>
  [user.firstName, user.lastName].filter(Boolean).join(' ').trim() || 'N/A';
