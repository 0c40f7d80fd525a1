import type { MedusaResponse } from "@medusajs/framework/http"
import type { AccountRequest } from "../../../../http/account-request"
import { moderateReviewWorkflow } from "../../../../../workflows/reviews/moderate-review"

/** Admins: rejects a review by the status rules of spec §4. */
export const PUT = async (req: AccountRequest, res: MedusaResponse) => {
  const { result } = await moderateReviewWorkflow(req.scope).run({ input: { id: req.params.id, action: "reject", actor: req.account } })
  res.json({ success: true, message: "Review has been rejected successfully!", status: result.status })
}
