import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { Modules } from "@medusajs/framework/utils"
import type { StoredDelivery } from "../../../domain/delivery/order-delivery"

type Input = { orderId: string; metadata: Record<string, unknown>; delivery: StoredDelivery }

/** The order's copy of where it goes (in its metadata, as checkout stores it). */
export const setOrderDeliveryStep = createStep(
  "set-order-delivery",
  async ({ orderId, metadata, delivery }: Input, { container }) => {
    await container.resolve(Modules.ORDER).updateOrders(orderId, { metadata: { ...metadata, delivery } })
    return new StepResponse(true, { orderId, metadata })
  },
  async (previous, { container }) => {
    if (previous) await container.resolve(Modules.ORDER).updateOrders(previous.orderId, { metadata: previous.metadata })
  }
)
