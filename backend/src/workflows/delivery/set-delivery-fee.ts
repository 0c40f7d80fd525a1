import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { setDeliveryFeeStep } from "./steps/set-delivery-fee"
import { toCents, type DeliveryOption } from "../../domain/delivery/delivery-rules"

/** An admin sets what one delivery option costs to one county (new orders pay it; placed orders keep theirs). */
export const setDeliveryFeeWorkflow = createWorkflow("set-delivery-fee", (input: { county: string; option: DeliveryOption; fee: number }) => {
  return new WorkflowResponse(
    setDeliveryFeeStep(transform({ input }, ({ input }) => ({ county: input.county, option: input.option, amountCents: toCents(input.fee) })))
  )
})
