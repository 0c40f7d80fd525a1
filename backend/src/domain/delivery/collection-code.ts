import { randomInt, timingSafeEqual } from "crypto"

/**
 * A pickup order's collection code: six digits from a cryptographic source, sent to the buyer by
 * SMS and checked at the station before the parcel is handed over.
 */
export const COLLECTION_CODE_PATTERN = /^\d{6}$/

export const newCollectionCode = () => String(randomInt(0, 1_000_000)).padStart(6, "0")

/** Whether the code typed is the order's, compared in constant time. */
export function collectionCodeMatches(given: string, stored: string | null | undefined): boolean {
  if (!stored || !COLLECTION_CODE_PATTERN.test(given)) return false
  return timingSafeEqual(Buffer.from(given), Buffer.from(stored))
}

export const COLLECTION_MESSAGES = {
  wrong: "This collection code is not right for this order. Please ask the buyer for the code in their SMS.",
  notPickup: "This order is not for collection at a pickup station.",
  noOrder: "No order found.",
  cancelled: "This order was cancelled: do not hand it over.",
} as const
