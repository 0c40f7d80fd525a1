import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { bodyOf } from "../../../../http/validate"
import { merchantSignupWorkflow } from "../../../../../workflows/merchants/merchant-signup"
import { merchantReplies } from "../../../../../domain/merchants/replies"
import type { MerchantSignupBody } from "../../validators"

/** Public: completes a merchant invitation with a new ROLE_MERCHANT account. */
export const POST = async (req: MedusaRequest, res: MedusaResponse) => {
  await merchantSignupWorkflow(req.scope).run({ input: { ...bodyOf<typeof MerchantSignupBody>(req), token: req.params.token } })
  res.json({ success: true, message: merchantReplies.signedUp })
}
