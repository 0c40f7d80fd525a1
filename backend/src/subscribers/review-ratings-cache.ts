import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { productListCache } from "../lib/catalog/list-cache"
import { ShopEvents } from "../lib/events"

/** Approved reviews make the listing's ratings, so a moderation or deletion drops cached listings. */
export default async function reviewRatingsCache(_: SubscriberArgs<{ id: string }>) {
  productListCache.clear()
}

export const config: SubscriberConfig = {
  event: [ShopEvents.REVIEW_APPROVED, ShopEvents.REVIEW_REJECTED, ShopEvents.REVIEW_DELETED],
}
