import { email } from '@/lib/validation';

const emailRule = email();

/** Newsletter email rule: the shop's shared e-mail rule (spec §5). First failing message, or null. */
export function validateEmail(value: string): string | null {
  const result = emailRule.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}
