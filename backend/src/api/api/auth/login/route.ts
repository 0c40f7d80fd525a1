import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { bodyOf } from "../../../http/validate"
import { signIn } from "../../../../workflows/accounts/sign-in"
import type { LoginBody } from "../validators"

export const POST = async (req: MedusaRequest, res: MedusaResponse) => {
  const { user, token } = await signIn(req.scope, bodyOf<typeof LoginBody>(req), req.ip ?? "unknown")
  res.json({ success: true, token, user })
}
