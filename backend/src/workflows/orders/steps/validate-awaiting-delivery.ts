import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { invalid, notFound } from "../../../domain/errors"
import { AWAITING_DELIVERY_DETAILS } from "../../../domain/delivery/delivery-rules"
import type { StoredDelivery } from "../../../domain/delivery/order-delivery"

export const DELIVERY_ALREADY_SET = "This order already has its delivery details."

/** The buyer's own order (else 404), still waiting for its delivery details (else 400). */
export const validateAwaitingDeliveryStep = createStep(
  "validate-awaiting-delivery",
  async ({ orderId, customerId }: { orderId: string; customerId: string }, { container }) => {
    const { data } = await container.resolve(ContainerRegistrationKeys.QUERY).graph({
      entity: "order",
      fields: ["id", "customer_id", "metadata"],
      filters: { id: orderId },
    })
    const order = data[0] as { id: string; customer_id: string | null; metadata: Record<string, unknown> | null } | undefined
    if (!order || order.customer_id !== customerId) throw notFound("No order found.")
    const delivery = order.metadata?.delivery as StoredDelivery | undefined
    if (delivery && delivery.state !== AWAITING_DELIVERY_DETAILS) throw invalid(DELIVERY_ALREADY_SET)
    return new StepResponse({ metadata: order.metadata ?? {} })
  }
)
