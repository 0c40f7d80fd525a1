/** Cart badge text (spec §9): the count, or '99+' from 99 items. Empty when the cart is empty. */
export function formatBadgeCount(count: number): string {
  if (!Number.isFinite(count) || count <= 0) return '';
  return count >= 99 ? '99+' : String(Math.floor(count));
}
