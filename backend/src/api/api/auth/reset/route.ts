import type { MedusaResponse } from "@medusajs/framework/http"
import { bodyOf } from "../../../../lib/http/validate"
import type { AccountRequest } from "../../../../lib/auth/account-request"
import { changeOwnPassword } from "../../../../lib/auth/password-reset"
import type { ResetSignedInBody } from "../validators"
import { PASSWORD_CHANGED } from "./messages"

/** A signed-in user changes the password: `password` is the old one, `confirmPassword` the new one. */
export const POST = async (req: AccountRequest, res: MedusaResponse) => {
  const { password: oldPassword, confirmPassword: newPassword } = bodyOf<typeof ResetSignedInBody>(req)
  await changeOwnPassword(req.scope, req.account, oldPassword, newPassword)
  res.json({ success: true, message: PASSWORD_CHANGED })
}
