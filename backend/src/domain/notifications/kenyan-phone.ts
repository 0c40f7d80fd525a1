/**
 * A Kenyan mobile or landline-style number as Africa's Talking wants it (`+254` and nine
 * digits), from the ways people write it: 07XX XXX XXX, 01XX XXX XXX, 7XX…, 254…, +254…, with
 * spaces, dashes, dots or parentheses. Anything else is null: no text is sent to a guess.
 */
export function toKenyanPhone(raw: string | null | undefined): string | null {
  if (!raw) return null
  const trimmed = raw.trim()
  if (!/^\+?[0-9()\-.\s]+$/.test(trimmed)) return null
  const digits = trimmed.replace(/\D/g, "")
  const national = digits.startsWith("254") ? digits.slice(3) : digits.startsWith("0") ? digits.slice(1) : digits
  // A plus sign only ever comes before the country code.
  if (trimmed.startsWith("+") && !digits.startsWith("254")) return null
  return /^[17][0-9]{8}$/.test(national) ? `+254${national}` : null
}

/** The spec's phone pattern (§5): 10 digits, optional parentheses around the first three and separators. */
export const SPEC_PHONE_PATTERN = /^\(?\d{3}\)?[-.\s]?\d{3}[-.\s]?\d{4}$/

/**
 * A phone field's value as the shop stores it (profile, merchant application): a Kenyan number
 * written any usual way becomes +254XXXXXXXXX (toKenyanPhone); another number in the spec's
 * pattern stays as typed; anything else is null.
 */
export function toShopPhone(raw: string): string | null {
  const trimmed = raw.trim()
  return toKenyanPhone(trimmed) ?? (SPEC_PHONE_PATTERN.test(trimmed) ? trimmed : null)
}
