import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { Modules } from "@medusajs/framework/utils"
import { hasDeliveredLine } from "../../../queries/reviews/verified-purchase"

type Input = { customerId: string; productId: string }

/** What the review records besides the text: the reviewer's first name and whether they received the product. */
export const prepareReviewStep = createStep("prepare-review", async (input: Input, { container }) => {
  const [customer, verifiedPurchase] = await Promise.all([
    container.resolve(Modules.CUSTOMER).retrieveCustomer(input.customerId, { select: ["first_name"] }),
    hasDeliveredLine(container, input.customerId, input.productId),
  ])
  return new StepResponse({ reviewerName: customer.first_name ?? "", verifiedPurchase })
})
