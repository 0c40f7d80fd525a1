/**
 * The range of products shown on a page (spec §9): from = limit×(page−1)+1 and
 * to = from + (items on this page) − 1.
 */
export function showingRange(limit: number, page: number, itemsOnPage: number): { from: number; to: number } {
  const from = limit * (page - 1) + 1;
  return { from, to: from + itemsOnPage - 1 };
}

/** 'Showing: {from}-{to} products of {count} products' */
export function showingText(limit: number, page: number, itemsOnPage: number, count: number): string {
  const { from, to } = showingRange(limit, page, itemsOnPage);
  return `Showing: ${from}-${to} products of ${count} products`;
}
