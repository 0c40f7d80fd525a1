import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { invalid } from "../../../domain/errors"
import { paidDeliveryRefusal } from "../../../domain/delivery/paid-delivery"
import type { StoredDelivery } from "../../../domain/delivery/order-delivery"

type Input = { metadata: Record<string, unknown>; delivery: StoredDelivery }

/** A paid order's new delivery may not cost more than the fee it paid (`paidDeliveryRefusal`): else 400. */
export const validatePaidDeliveryStep = createStep("validate-paid-delivery", async ({ metadata, delivery }: Input) => {
  const refusal = paidDeliveryRefusal(metadata, delivery)
  if (refusal) throw invalid(refusal)
  return new StepResponse(true)
})
