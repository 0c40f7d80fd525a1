import type { MedusaContainer } from "@medusajs/framework/types"
import type { RequestAccount } from "../../domain/accounts/request-account"
import type { LineStatus } from "../../modules/order-line/models/order-line"
import { notFound } from "../../domain/errors"
import { findOrderFor, NO_ORDER } from "../../queries/orders/order-access"
import { assertLineChangeAllowed, assertOrderCancelAllowed } from "../../domain/orders/line-rules"
import { cancelShopOrderWorkflow } from "./cancel-shop-order"
import { changeLineStatusWorkflow } from "./change-line-status"

/** Cancels a whole order for its buyer or an admin; every line's stock goes back. */
export async function cancelOrder(container: MedusaContainer, account: RequestAccount, orderId: string) {
  const { order, isBuyer } = await findOrderFor(container, account, orderId)
  assertOrderCancelAllowed({ account, isBuyer }, order)
  await cancelShopOrderWorkflow(container).run({
    input: { orderId: order._id, lineItemIds: order.products.map((line) => line._id), canceledBy: account.customerId },
  })
}

type LineChange = { orderId: string; lineItemId: string; status: LineStatus }

/**
 * Moves one line of an order the caller may see; cancelling the last line that is not
 * cancelled cancels the whole order. Returns whether the order was cancelled.
 */
export async function changeLineStatus(container: MedusaContainer, account: RequestAccount, change: LineChange) {
  const { order, isBuyer } = await findOrderFor(container, account, change.orderId)
  const line = order.products.find((product) => product._id === change.lineItemId)
  if (!line) {
    throw notFound(NO_ORDER)
  }
  assertLineChangeAllowed({ account, isBuyer }, line.status, change.status)

  const othersCancelled = order.products.every((product) => product._id === line._id || product.status === "Cancelled")
  if (change.status === "Cancelled" && othersCancelled) {
    await cancelShopOrderWorkflow(container).run({
      input: { orderId: change.orderId, lineItemIds: order.products.map((p) => p._id), canceledBy: account.customerId },
    })
    return { orderCancelled: true }
  }
  await changeLineStatusWorkflow(container).run({ input: { ...change, lineItemId: line._id } })
  return { orderCancelled: false }
}
