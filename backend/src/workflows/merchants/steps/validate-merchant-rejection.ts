import { createStep } from "@medusajs/framework/workflows-sdk"
import { invalid } from "../../../domain/errors"

/** Only an application still waiting for approval can be rejected. */
export const validateMerchantRejectionStep = createStep("validate-merchant-rejection", async (merchant: { status: string }) => {
  if (merchant.status !== "Waiting Approval") {
    throw invalid("Only a merchant waiting for approval can be rejected.")
  }
})
