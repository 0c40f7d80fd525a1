import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { bodyOf } from "../../../../http/validate"
import { merchantSignupWorkflow } from "../../../../../workflows/merchants/merchant-signup"
import { merchantReplies } from "../../../../../domain/merchants/replies"
import { issueToken } from "../../../../http/token"
import { toUserJson } from "../../../../../queries/accounts/user-json"
import type { MerchantSignupBody } from "../../validators"

/**
 * Public: completes a merchant invitation with a new ROLE_MERCHANT account and signs the merchant in
 * (`token` and `user`, as register answers), so the first steps follow at once.
 */
export const POST = async (req: MedusaRequest, res: MedusaResponse) => {
  const { result } = await merchantSignupWorkflow(req.scope).run({ input: { ...bodyOf<typeof MerchantSignupBody>(req), token: req.params.token } })
  res.json({
    success: true,
    message: merchantReplies.signedUp,
    token: issueToken(req.scope, result.customer.id, result.authIdentityId),
    user: toUserJson(result.customer, result.account),
  })
}
