import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { emitEventStep } from "@medusajs/medusa/core-flows"
import { ShopEvents } from "../../domain/events"
import type { DeliveryRequest } from "../../domain/delivery/choose-delivery"
import { validateAwaitingDeliveryStep } from "./steps/validate-awaiting-delivery"
import { validateOrderDeliveryStep } from "../checkout/steps/validate-order-delivery"
import { validatePaidDeliveryStep } from "./steps/validate-paid-delivery"
import { setOrderDeliveryStep } from "./steps/set-order-delivery"

type Input = { orderId: string; customerId: string; delivery: DeliveryRequest }

/**
 * The buyer says where an order placed without delivery details goes: their address (or a new
 * one) or a pickup station, a phone for the rider; the county's fee for the option is added to
 * what is paid on delivery; an order paid by M-Pesa may not get a dearer delivery than the one it paid
 * for (`validate-paid-delivery`). Sellers are told by a subscriber.
 */
export const setOrderDeliveryWorkflow = createWorkflow("set-order-delivery", (input: Input) => {
  const order = validateAwaitingDeliveryStep(transform({ input }, ({ input }) => ({ orderId: input.orderId, customerId: input.customerId })))
  const delivery = validateOrderDeliveryStep(transform({ input }, ({ input }) => ({ customerId: input.customerId, delivery: input.delivery })))
  validatePaidDeliveryStep(transform({ order, delivery }, ({ order, delivery }) => ({ metadata: order.metadata, delivery })))
  setOrderDeliveryStep(
    transform({ input, order, delivery }, ({ input, order, delivery }) => ({ orderId: input.orderId, metadata: order.metadata, delivery }))
  )
  emitEventStep({ eventName: ShopEvents.ORDER_DELIVERY_SET, data: transform({ input }, ({ input }) => ({ id: input.orderId })) })
  return new WorkflowResponse(true)
})
