import { toKenyanPhone } from "../notifications/kenyan-phone"

/** How a signed-out shopper proves an order is theirs: the phone or the e-mail it was placed with. */
export type TrackContact = { kind: "phone"; phone: string } | { kind: "email"; email: string }

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** The contact a shopper typed (any Kenyan phone format: 0712…, +254712…, 254712…; or an e-mail), or null. */
export function trackContactOf(text: string): TrackContact | null {
  const value = text.trim()
  if (value.includes("@")) return EMAIL.test(value) && value.length <= 254 ? { kind: "email", email: value.toLowerCase() } : null
  const phone = toKenyanPhone(value)
  return phone ? { kind: "phone", phone } : null
}

/** What an order is known by: its e-mails (the order's, its buyer's) and phones (the delivery's, the buyer's profile). */
export type OrderContacts = { emails: (string | null)[]; phones: (string | null)[] }

/** Whether the typed contact is one the order was placed with (phones compared as +254…, e-mails case-blind). */
export function contactMatches(contact: TrackContact, known: OrderContacts): boolean {
  if (contact.kind === "email") return known.emails.some((email) => !!email && email.trim().toLowerCase() === contact.email)
  return known.phones.some((phone) => toKenyanPhone(phone) === contact.phone)
}

/** A phone shown on the tracking page: the country code and network prefix, then only its last three digits. */
export const maskTrackedPhone = (phone: string | null) => {
  const digits = String(phone ?? "").replace(/\D/g, "")
  return digits.length > 6 ? `+${digits.slice(0, 6)}***${digits.slice(-3)}` : null
}
