import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import type { LineStatus } from "../../../modules/order-line/models/order-line"
import { loadLineFulfilment } from "../../../queries/orders/line-fulfilment"

type Input = { orderId: string; lineItemId: string; status: LineStatus }
export type LineFulfilment = { fulfil: boolean; items: { id: string; quantity: number }[] }

/**
 * Whether moving a line to `status` must fulfil it in Medusa: a line going to Delivered that no
 * fulfilment holds yet. Reads only; nothing to undo.
 */
export const loadLineFulfilmentStep = createStep(
  "load-line-fulfilment",
  async (input: Input, { container }): Promise<StepResponse<LineFulfilment>> => {
    if (input.status !== "Delivered") {
      return new StepResponse({ fulfil: false, items: [] })
    }
    const line = await loadLineFulfilment(container, input.orderId, input.lineItemId)
    return new StepResponse({ fulfil: !line.fulfilled, items: [{ id: input.lineItemId, quantity: line.quantity }] })
  }
)
