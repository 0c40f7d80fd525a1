// No zod here: the newsletter form in every page's footer checks e-mails too, and zod stays with
// the lazily loaded forms (imported eagerly, it ends up in a chunk cycle that breaks start-up).

export const EMAIL_REQUIRED = 'Email is required.';
export const EMAIL_INVALID = 'Email format is invalid.';
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The shop's e-mail rule (spec §5): required and valid. The first failing message, or null. */
export function validateEmail(value: string): string | null {
  const email = value.trim();
  if (!email) return EMAIL_REQUIRED;
  if (!EMAIL_PATTERN.test(email)) return EMAIL_INVALID;
  return null;
}
