import type { MedusaResponse } from "@medusajs/framework/http"
import type { AccountRequest } from "../../../http/account-request"
import { bodyOf } from "../../../http/validate"
import { toReviewJson } from "../../../../queries/reviews/review-json"
import { createReviewWorkflow } from "../../../../workflows/reviews/create-review"
import type { AddReviewBody } from "../validators"

/** A signed-in customer reviews an active product; it shows once an admin approves it. */
export const POST = async (req: AccountRequest, res: MedusaResponse) => {
  const body = bodyOf<typeof AddReviewBody>(req)
  const { result } = await createReviewWorkflow(req.scope).run({
    input: { ...body, customerId: req.account.customerId, merchantId: req.account.merchantId },
  })
  res.json({
    success: true,
    message: "Your review has been added successfully and will appear when approved!",
    review: toReviewJson(result, null),
  })
}
