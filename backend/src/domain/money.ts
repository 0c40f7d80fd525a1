/**
 * Money, the one way the shop counts and writes it. Amounts are stored and summed as integer cents
 * (`Cents`); prices on Medusa's lines and what people read are shillings (`Shillings`). Convert only
 * here, so no file multiplies or divides by 100 by hand.
 *
 * Rounding rules (each has one function):
 * - cents from shillings: to the nearest cent (`toCents`), so binary fractions (0.1 + 0.2) never show;
 * - VAT: each line's VAT, and the order's sums, half-up to the cent (`roundVat`, KRA's rule);
 * - M-Pesa charges: whole shillings, rounded UP (`wholeShillingsUp`: Kes. 10.49 → 11), never below the total;
 * - M-Pesa payouts and refunds (B2C): whole shillings, rounded DOWN (`wholeShillingsDown`), never above what is owed.
 */
export type Cents = number
export type Shillings = number

/** Shillings (a price, a fee typed in) as integer cents: to the nearest cent. */
export const toCents = (shillings: Shillings): Cents => Math.round(shillings * 100)

/**
 * Cents (a number, or a bigint column read as text) as shillings; fractions of a cent (an average)
 * round to the nearest cent, and a missing amount is 0.
 */
export const toShillings = (cents: number | string | null | undefined): Shillings => Math.round(Number(cents ?? 0)) / 100

/** Shillings with any floating point noise dropped: to the nearest cent (`toShillings(toCents(x))`). */
export const roundToCent = (shillings: Shillings): Shillings => Math.round(shillings * 100) / 100

/**
 * The VAT rule: half-up to the cent. `Number.EPSILON` first, so a decimal half written in binary
 * (1.005 is 1.00499…) still rounds up.
 */
export const roundVat = (shillings: Shillings): Shillings => Math.round((shillings + Number.EPSILON) * 100) / 100

/** The M-Pesa charge rule: whole shillings, rounded up (counted in whole cents first). */
export const wholeShillingsUp = (shillings: Shillings): number => Math.floor((toCents(shillings) + 99) / 100)

/** The M-Pesa B2C rule (payouts, refunds): the whole shillings in an amount of cents, rounded down. */
export const wholeShillingsDown = (cents: Cents): number => Math.floor(cents / 100)

/** `percent` % of an amount of cents, to the nearest cent (commission VAT). */
export const percentOfCents = (cents: Cents, percent: number): Cents => Math.round((cents * percent) / 100)

const wholeShillings = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 })
const withCents = new Intl.NumberFormat("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })

/**
 * Money as the shop writes it everywhere (the storefront's `formatPrice` is its twin): `Kes. 15,649`,
 * thousands separated, two decimals only where there are cents (`Kes. 1,535.60`). Used by the
 * e-mails, SMS texts and the shop's own messages.
 */
export function formatKes(shillings: Shillings): string {
  // Whole cents, so floating point noise never shows; `|| 0` turns -0 into 0.
  const cents = Number.isFinite(shillings) ? toCents(shillings) || 0 : 0
  return `Kes. ${(cents % 100 === 0 ? wholeShillings : withCents).format(cents / 100)}`
}

/** `formatKes` of an amount of cents. */
export const formatCents = (cents: Cents): string => formatKes(toShillings(cents))

/**
 * The delivery fee messages' form: thousands separated, cents without a trailing zero (`Kes. 150.5`).
 * Older than `formatKes` and kept as it is, since shoppers' messages must not change.
 */
export const formatFeeCents = (cents: Cents): string => `Kes. ${(cents / 100).toLocaleString("en-US", { maximumFractionDigits: 2 })}`
