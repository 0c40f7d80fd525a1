/**
 * Per-item cart quantity cap by stock (spec §9):
 * up to 25 → 1; up to 100 → 5; over 100 and under 500 → 25; 500 or more → 50.
 * Never more than the stock; 0 (or less) means out of stock.
 */
export function quantityCap(stock: number): number {
  const available = Number.isFinite(stock) ? Math.floor(stock) : 0;
  if (available <= 0) return 0;
  const cap = available <= 25 ? 1 : available <= 100 ? 5 : available < 500 ? 25 : 50;
  return Math.min(cap, available);
}

export const isOutOfStock = (stock: number): boolean => quantityCap(stock) === 0;

/**
 * The add-to-cart quantity rule (spec §5): whole number, at least 1, at most the cap.
 * Returns the first failing message, or null when the quantity is valid.
 */
export function validateQuantity(value: string | number, cap: number): string | null {
  const text = String(value).trim();
  const quantity = text === '' ? Number.NaN : Number(text);
  if (!Number.isFinite(quantity) || quantity < 1) return 'Quantity must be at least 1.';
  if (!Number.isInteger(quantity)) return 'Quantity must be a whole number.';
  if (quantity > cap) return `Quantity may not be greater than ${cap}.`;
  return null;
}
