import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import type { RequestAccount } from "../../../domain/accounts/request-account"
import { assertCashReceived, assertCollectorChange, type CollectorChoice } from "../../../domain/orders/cash-collection"
import { notFound } from "../../../domain/errors"
import { loadCashOrder } from "../../../queries/orders/cash-order"
import { findOrderFor, NO_ORDER } from "../../../queries/orders/order-access"

/** The order as the caller may see it (404 otherwise), then its cash facts read fresh. Runs under the order's lock. */
async function cashOrderFor(container: Parameters<typeof findOrderFor>[0], account: RequestAccount, orderId: string) {
  await findOrderFor(container, account, orderId)
  const order = await loadCashOrder(container, orderId)
  if (!order) throw notFound(NO_ORDER)
  return order
}

/** Who collects a pay-on-delivery order's cash: an admin, or the seller of all its items, before any is delivered. */
export const validateCashCollectorStep = createStep(
  "validate-cash-collector",
  async (input: { account: RequestAccount; orderId: string; collector: CollectorChoice }, { container }) => {
    const order = await cashOrderFor(container, input.account, input.orderId)
    const merchantId = assertCollectorChange(input.account, order, input.collector)
    return new StepResponse({ orderId: input.orderId, collector: input.collector, merchantId, before: order.collector })
  }
)

/** "Cash received": an admin other than the seller, for the delivered lines whose cash is not yet in the ledger. */
export const validateCashReceivedStep = createStep(
  "validate-cash-received",
  async (input: { account: RequestAccount; orderId: string }, { container }) => {
    const order = await cashOrderFor(container, input.account, input.orderId)
    const lines = assertCashReceived(input.account, order)
    return new StepResponse({
      orderId: input.orderId,
      lineItemIds: lines.map((line) => line.lineItemId),
      amountCents: lines.reduce((sum, line) => sum + line.paidCents, 0),
    })
  }
)
