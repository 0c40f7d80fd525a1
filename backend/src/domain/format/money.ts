const wholeShillings = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 })
const withCents = new Intl.NumberFormat("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })

/**
 * Money as the shop writes it everywhere (the storefront's `formatPrice` is its twin): `Kes. 15,649`,
 * thousands separated, two decimals only where there are cents (`Kes. 1,535.60`). Used by the
 * e-mails, SMS texts and the shop's own messages.
 */
export function formatMoney(amount: number): string {
  // Whole cents, so floating point noise never shows; `|| 0` turns -0 into 0.
  const cents = Number.isFinite(amount) ? Math.round(amount * 100) || 0 : 0
  return `Kes. ${(cents % 100 === 0 ? wholeShillings : withCents).format(cents / 100)}`
}
