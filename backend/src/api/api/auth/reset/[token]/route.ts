import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { bodyOf } from "../../../../http/validate"
import { resetPasswordWorkflow } from "../../../../../workflows/accounts/reset-password"
import type { ResetWithTokenBody } from "../../validators"
import { PASSWORD_CHANGED } from "../messages"

export const POST = async (req: MedusaRequest, res: MedusaResponse) => {
  const { password } = bodyOf<typeof ResetWithTokenBody>(req)
  await resetPasswordWorkflow(req.scope).run({ input: { token: String(req.params.token), password } })
  res.json({ success: true, message: PASSWORD_CHANGED })
}
