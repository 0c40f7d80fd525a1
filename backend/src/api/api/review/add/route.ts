import type { MedusaResponse } from "@medusajs/framework/http"
import type { AccountRequest } from "../../../../lib/auth/account-request"
import { parseInput } from "../../../../lib/http/parse"
import { toReviewJson } from "../../../../lib/reviews/review-json"
import { createReviewWorkflow } from "../../../../workflows/create-review"
import { AddReviewBody } from "../validators"

/** A signed-in customer reviews an active product; it shows once an admin approves it. */
export const POST = async (req: AccountRequest, res: MedusaResponse) => {
  const body = parseInput(AddReviewBody, req.body)
  const { result } = await createReviewWorkflow(req.scope).run({
    input: { ...body, customerId: req.account.customerId },
  })
  res.json({
    success: true,
    message: "Your review has been added successfully and will appear when approved!",
    review: toReviewJson(result, null),
  })
}
