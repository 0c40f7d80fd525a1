/** One SMS part: 160 GSM characters. */
export const SMS_LENGTH = 160

/**
 * A text built around a name that may be long (a product's): the name is shortened ("...", GSM characters only: "…" would make it a 70-character UCS-2 text) until the
 * text fits one SMS, never below 12 characters of it (then the text takes two parts).
 */
export function fitSms(build: (name: string) => string, name: string): string {
  const full = build(name)
  const over = full.length - SMS_LENGTH
  if (over <= 0) return full
  const keep = Math.max(12, name.length - over - 3)
  return keep >= name.length ? full : build(`${name.slice(0, keep).trimEnd()}...`)
}
