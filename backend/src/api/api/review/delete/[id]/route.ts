import type { MedusaResponse } from "@medusajs/framework/http"
import type { AccountRequest } from "../../../../http/account-request"
import { deleteReviewWorkflow } from "../../../../../workflows/reviews/delete-review"

/** Admins delete any review; a customer their own. */
export const DELETE = async (req: AccountRequest, res: MedusaResponse) => {
  await deleteReviewWorkflow(req.scope).run({
    input: { id: req.params.id, caller: { customerId: req.account.customerId, role: req.account.role } },
  })
  res.json({ success: true, message: "Review has been deleted successfully!" })
}
