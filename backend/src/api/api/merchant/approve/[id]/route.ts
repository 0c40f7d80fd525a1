import type { MedusaResponse } from "@medusajs/framework/http"
import type { AccountRequest } from "../../../../http/account-request"
import { bodyOf } from "../../../../http/validate"
import { approveMerchantWorkflow } from "../../../../../workflows/merchants/approve-merchant"
import { merchantReplies } from "../../../../../domain/merchants/replies"
import type { ApproveMerchantBody } from "../../validators"

/** Admins: approve a merchant; a phone-only applicant with an e-mail the admin adds, or invited by SMS. */
export const PUT = async (req: AccountRequest, res: MedusaResponse) => {
  const { email, invite } = bodyOf<typeof ApproveMerchantBody>(req) ?? {}
  const contact = email || invite ? { email, invite } : undefined
  const { result } = await approveMerchantWorkflow(req.scope).run({ input: { merchantId: req.params.id, actor: req.account, contact } })
  res.json({ success: true, message: merchantReplies.approved(result) })
}
