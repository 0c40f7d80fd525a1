import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import type { RequestAccount } from "../../../domain/accounts/request-account"
import { assertLineChangeAllowed, assertOrderCancelAllowed } from "../../../domain/orders/line-rules"
import { notFound } from "../../../domain/errors"
import type { LineStatus } from "../../../domain/orders/line-status"
import { findOrderFor, NO_ORDER } from "../../../queries/orders/order-access"

type OrderCancel = { account: RequestAccount; orderId: string }

/**
 * The buyer or an admin may cancel a whole order they see, while no line is delivered. Runs after
 * the order's lock is taken (`orderLockKeyStep`), so it decides on the order as it is then.
 */
export const validateOrderCancelStep = createStep("validate-order-cancel", async (input: OrderCancel, { container }) => {
  const { order, isBuyer } = await findOrderFor(container, input.account, input.orderId)
  assertOrderCancelAllowed({ account: input.account, isBuyer }, order)
  return new StepResponse({
    orderId: order._id,
    lineItemIds: order.products.map((line) => line._id),
    canceledBy: input.account.customerId,
    /** Each line's status before the cancel, for the audit log. */
    statuses: Object.fromEntries(order.products.map((line) => [line._id, line.status])) as Record<string, string>,
  })
})

type LineChange = OrderCancel & { lineItemId: string; status: LineStatus }

/**
 * A line of an order the caller sees may move as the line rules allow; cancelling the last line
 * that is not cancelled cancels the whole order (`cancelsOrder`). Runs after the order's lock is
 * taken: two changes of one line sent at once (a merchant's Delivered, the buyer's Cancel) are
 * decided one after the other, the second on what the first left.
 */
export const validateLineChangeStep = createStep("validate-line-change", async (input: LineChange, { container }) => {
  const { order, isBuyer } = await findOrderFor(container, input.account, input.orderId)
  const line = order.products.find((product) => product._id === input.lineItemId)
  if (!line) throw notFound(NO_ORDER)
  assertLineChangeAllowed({ account: input.account, isBuyer }, line.status, input.status)
  const othersCancelled = order.products.every((product) => product._id === line._id || product.status === "Cancelled")
  return new StepResponse({
    orderId: input.orderId,
    lineItemId: line._id,
    from: line.status,
    status: input.status,
    cancelsOrder: input.status === "Cancelled" && othersCancelled,
    lineItemIds: order.products.map((product) => product._id),
    canceledBy: input.account.customerId,
  })
})
