import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import type { RateChecks } from "../../../domain/accounts/rate-limit-settings"
import { COLLECTION_MESSAGES, collectionCodeMatches } from "../../../domain/delivery/collection-code"
import { invalid, notFound } from "../../../domain/errors"
import { formatShopDate } from "../../../domain/format/dates"
import { displayIdOf } from "../../../domain/orders/order-number"
import { RATE_LIMIT_MODULE, type RateLimitModuleService } from "../../../modules/rate-limit"
import { findPickupOrder } from "../../../queries/delivery/pickup-collection"
import { SHOP_TIME_ZONE } from "../../../config/time-zone"

type Input = { order: string; code: string }

/**
 * Before a pickup order is handed over, the code the buyer shows must be the one texted to them:
 * a wrong one is a 400 that counts against the order's limit (429 once used up, so the six digits
 * cannot be tried out); an order already collected, cancelled or not for pickup is refused too.
 */
export const checkCollectionCodeStep = createStep("check-collection-code", async ({ order: number, code }: Input, { container }) => {
  const displayId = displayIdOf(number)
  const order = displayId === null ? null : await findPickupOrder(container, { display_id: displayId })
  if (!order) throw notFound(COLLECTION_MESSAGES.noOrder)
  if (!order.code) throw invalid(COLLECTION_MESSAGES.notPickup)
  if (order.cancelled) throw invalid(COLLECTION_MESSAGES.cancelled)
  if (order.collectedAt) throw invalid(`Order ${order.number} was already collected on ${formatShopDate(order.collectedAt, SHOP_TIME_ZONE)}.`)

  const limits = container.resolve<RateLimitModuleService>(RATE_LIMIT_MODULE)
  const checks: RateChecks = [["collectionCodeByOrder", order.id]]
  await limits.assertNotLimited(checks)
  if (!collectionCodeMatches(code, order.code)) {
    await limits.countAttempt(checks)
    throw invalid(COLLECTION_MESSAGES.wrong)
  }
  await limits.forgetAttempts(checks)
  return new StepResponse({ orderId: order.id, number: order.number, delivery: order.delivery })
})
