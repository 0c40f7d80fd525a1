import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { bodyOf } from "../../../../http/validate"
import { signUpMerchant } from "../../../../../workflows/merchants/merchant-signup-command"
import type { MerchantSignupBody } from "../../validators"

/** Public: completes a merchant invitation with a new ROLE_MERCHANT account. */
export const POST = async (req: MedusaRequest, res: MedusaResponse) => {
  await signUpMerchant(req.scope, req.params.token, bodyOf<typeof MerchantSignupBody>(req))
  res.json({ success: true, message: "You have signed up successfully! Please sign in with the email and password. Thank you!" })
}
