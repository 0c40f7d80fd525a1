import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import type { RequestAccount } from "../../../domain/accounts/request-account"
import { assertLineChangeAllowed, assertOrderCancelAllowed } from "../../../domain/orders/line-rules"
import { notFound } from "../../../domain/errors"
import type { LineStatus } from "../../../modules/order-line/models/order-line"
import { findOrderFor, NO_ORDER } from "../../../queries/orders/order-access"

/**
 * The lock a change of the order's stock takes: its cart's, the key the checkout and the checkout
 * recovery take, so the recovery never sees a line between losing its reservation and being marked
 * settled (it would reserve the stock again).
 */
const orderLockKey = (order: { _id: string; cartId?: string | null }) => order.cartId ?? order._id

type OrderCancel = { account: RequestAccount; orderId: string }

/** The buyer or an admin may cancel a whole order they see, while no line is delivered. */
export const validateOrderCancelStep = createStep("validate-order-cancel", async (input: OrderCancel, { container }) => {
  const { order, isBuyer } = await findOrderFor(container, input.account, input.orderId)
  assertOrderCancelAllowed({ account: input.account, isBuyer }, order)
  return new StepResponse({
    orderId: order._id,
    lineItemIds: order.products.map((line) => line._id),
    canceledBy: input.account.customerId,
    lockKey: orderLockKey(order),
    /** Each line's status before the cancel, for the audit log. */
    statuses: Object.fromEntries(order.products.map((line) => [line._id, line.status])) as Record<string, string>,
  })
})

type LineChange = OrderCancel & { lineItemId: string; status: LineStatus }

/**
 * A line of an order the caller sees may move as the line rules allow; cancelling the last line
 * that is not cancelled cancels the whole order (`cancelsOrder`).
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
    lockKey: orderLockKey(order),
  })
})
