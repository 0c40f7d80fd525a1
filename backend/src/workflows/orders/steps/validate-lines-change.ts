import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import type { RequestAccount } from "../../../domain/accounts/request-account"
import { notFound } from "../../../domain/errors"
import { assertLineChangeAllowed } from "../../../domain/orders/line-rules"
import { namedLineError } from "../../../domain/orders/line-shipping"
import type { LineStatus } from "../../../domain/orders/line-status"
import { findOrderFor } from "../../../queries/orders/order-access"

type Input = { account: RequestAccount; orderId: string; lineItemIds: string[]; status: LineStatus }

export const NO_LINE = "Order item not found."

/**
 * Several lines of one order set to one status (the seller's bulk "Mark processing / shipped"):
 * every line must be one the caller sees (a merchant: their own; another seller's line is a 404,
 * as if it were not there) and each must be allowed to move (the single-line rules), else nothing
 * changes and the error names the line. Runs after the order's lock is taken, so it decides on the
 * lines as they are then.
 */
export const validateLinesChangeStep = createStep("validate-lines-change", async (input: Input, { container }) => {
  const { order, isBuyer } = await findOrderFor(container, input.account, input.orderId)
  const lines = [...new Set(input.lineItemIds)].map((id) => {
    const line = order.products.find((product) => product._id === id)
    if (!line) throw notFound(NO_LINE)
    const name = [line.product?.name ?? line.name, line.variant ? `(${line.variant})` : ""].filter(Boolean).join(" ")
    try {
      assertLineChangeAllowed({ account: input.account, isBuyer }, line.status, input.status)
    } catch (error) {
      throw namedLineError(name || id, error)
    }
    return { lineItemId: line._id, from: line.status }
  })
  return new StepResponse({ orderId: order._id, status: input.status, lines })
})
