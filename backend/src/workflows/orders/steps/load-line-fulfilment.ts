import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import type { LineStatus } from "../../../domain/orders/line-status"
import { loadLineFulfilment, loadOrderFulfilments } from "../../../queries/orders/line-fulfilment"
import type { Unfulfil } from "./unfulfil-lines"

type Input = { orderId: string; lineItemId: string; status: LineStatus }

/**
 * How a line's Medusa fulfilment follows its new status (what Medusa Admin shows):
 * - Shipped: a fulfilment that is shipped (created and shipped when none holds the line);
 * - Delivered: that fulfilment delivered (created and shipped first when none holds the line);
 * - an earlier status or Cancelled: the held fulfilment is cancelled (`unfulfil`), the line
 *   reserving its stock again unless it is cancelled.
 * A Delivered line corrected back to Shipped gets a new shipped fulfilment in place of its
 * delivered one. Reads only; nothing to undo.
 */
export type LineFulfilmentPlan = {
  items: { id: string; quantity: number }[]
  unfulfil: Unfulfil[]
  /** Create a fulfilment for the line and ship it. */
  create: boolean
  /** Mark the fulfilment delivered: the held one (its id) or the one just created (null). */
  deliver: { heldId: string | null } | null
}

export const loadLineFulfilmentStep = createStep(
  "load-line-fulfilment",
  async (input: Input, { container }): Promise<StepResponse<LineFulfilmentPlan>> => {
    const line = await loadLineFulfilment(container, input.orderId, input.lineItemId)
    const items = [{ id: input.lineItemId, quantity: line.quantity }]
    const held = line.held
    const plan: LineFulfilmentPlan = { items, unfulfil: [], create: false, deliver: null }
    if (input.status === "Shipped" || input.status === "Delivered") {
      const keep = held && (input.status === "Delivered" || !held.delivered)
      if (held && !keep) plan.unfulfil.push({ line, reopen: true })
      plan.create = !keep
      if (input.status === "Delivered" && !held?.delivered) plan.deliver = { heldId: keep ? held!.id : null }
    } else if (held) {
      plan.unfulfil.push({ line, reopen: input.status !== "Cancelled" })
    }
    return new StepResponse(plan)
  }
)

/** The lines of an order that a fulfilment still holds, to take out of it before the order is cancelled. */
export const loadOrderUnfulfilStep = createStep(
  "load-order-unfulfil",
  async (input: { orderId: string }, { container }): Promise<StepResponse<Unfulfil[]>> => {
    const lines = await loadOrderFulfilments(container, input.orderId)
    return new StepResponse(lines.filter((line) => line.held).map((line) => ({ line, reopen: false })))
  }
)
