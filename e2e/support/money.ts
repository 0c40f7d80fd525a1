/**
 * Money as a shopper reads it on every page: 'Kes. 15,649', thousands separated, two decimals
 * only where there are cents ('Kes. 1,535.60'). Written here from the rule, not imported from the
 * storefront, so the tests check what the shop shows rather than repeat its code.
 */
export function kes(amount: number): string {
  const cents = Math.round(amount * 100) || 0
  const shillings = cents / 100
  const digits = cents % 100 === 0 ? { maximumFractionDigits: 0 } : { minimumFractionDigits: 2, maximumFractionDigits: 2 }
  return `Kes. ${shillings.toLocaleString("en-US", digits)}`
}

/** The amount a money text shows: 'Kes. 1,535.60' → 1535.6. */
export const amountOf = (text: string): number => Number(text.replace(/^Kes\. /, "").replace(/,/g, ""))
