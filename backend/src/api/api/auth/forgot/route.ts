import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { bodyOf } from "../../../http/validate"
import { requestPasswordResetWorkflow } from "../../../../workflows/accounts/request-password-reset"
import type { ForgotBody } from "../validators"

export const FORGOT_MESSAGE = "Please check your email for the link to reset your password."

/** Always the same answer, so it does not tell whether an account exists. */
export const POST = async (req: MedusaRequest, res: MedusaResponse) => {
  await requestPasswordResetWorkflow(req.scope).run({ input: { email: bodyOf<typeof ForgotBody>(req).email, address: req.ip ?? "unknown" } })
  res.json({ success: true, message: FORGOT_MESSAGE })
}
