/**
 * The short order number people read out and type ("DK-10342"). It is Medusa's own `display_id`
 * (an autoincrement integer the order module assigns inside the insert that creates the order),
 * offset so the first order is DK-10001: no column, no migration, and no race between two
 * orders placed at once. The `_id` stays the order's id in URLs and the API.
 */
export const ORDER_NUMBER_PREFIX = "DK-"
export const ORDER_NUMBER_OFFSET = 10000

export const orderNumber = (displayId: number) => `${ORDER_NUMBER_PREFIX}${ORDER_NUMBER_OFFSET + displayId}`

/** The `display_id` a search term names ("DK-10342", "dk 10342", "#10342" or "10342"), or null. */
export function displayIdOf(term: string): number | null {
  const match = /^#?\s*(?:dk\s*-?\s*)?(\d{1,12})$/i.exec(term.trim())
  if (!match) return null
  const displayId = Number(match[1]) - ORDER_NUMBER_OFFSET
  return Number.isSafeInteger(displayId) && displayId > 0 && displayId <= 2_147_483_647 ? displayId : null
}
