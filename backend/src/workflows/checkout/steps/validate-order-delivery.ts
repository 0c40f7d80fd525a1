import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { chooseDelivery, type DeliveryRequest } from "../../../domain/delivery/choose-delivery"
import type { StoredDelivery } from "../../../domain/delivery/order-delivery"
import { loadDeliveryFacts } from "../../../queries/delivery/delivery-facts"

type Input = { customerId: string; delivery: DeliveryRequest }

/**
 * Where the order goes (`chooseDelivery`): the address or station asked for must be the buyer's
 * own / open, and the fee the one they saw; else the order is refused before anything is locked.
 * An order paid by an M-Pesa prompt goes where the prompt said, for the fee it charged (`resolved`):
 * an address edited since changes neither.
 */
export const validateOrderDeliveryStep = createStep("validate-order-delivery", async ({ customerId, delivery }: Input, { container }) => {
  if (delivery.resolved) return new StepResponse<StoredDelivery>(delivery.resolved)
  const facts = await loadDeliveryFacts(container, customerId, delivery.option === "pickup" ? delivery.stationId : undefined)
  return new StepResponse<StoredDelivery>(chooseDelivery(delivery, facts))
})
