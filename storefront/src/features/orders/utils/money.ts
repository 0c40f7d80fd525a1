/**
 * Order summary amount: `Kes. {amount}` (the shop's currency prefix, never '$'): whole
 * shillings as they are, otherwise 2 decimals, e.g. 'Kes. 9848', 'Kes. 1535.60', 'Kes. 0'.
 */
export function formatAmount(amount: number): string {
  const value = Number.isFinite(amount) ? Math.round(amount * 100) / 100 : 0;
  return `Kes. ${Number.isInteger(value) ? value : value.toFixed(2)}`;
}
