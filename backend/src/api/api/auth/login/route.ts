import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { bodyOf } from "../../../http/validate"
import { signInWorkflow } from "../../../../workflows/accounts/sign-in"
import { issueToken } from "../../../http/token"
import type { LoginBody } from "../validators"

export const POST = async (req: MedusaRequest, res: MedusaResponse) => {
  const { result } = await signInWorkflow(req.scope).run({ input: { ...bodyOf<typeof LoginBody>(req), address: req.ip ?? "unknown" } })
  const { user, authIdentityId } = result
  res.json({ success: true, token: issueToken(req.scope, user.id, authIdentityId), user })
}
