import type { MedusaResponse } from "@medusajs/framework/http"
import { bodyOf } from "../../../http/validate"
import type { AccountRequest } from "../../../http/account-request"
import { changeOwnPassword } from "../../../../workflows/accounts/password-commands"
import type { ResetSignedInBody } from "../validators"
import { PASSWORD_CHANGED } from "./messages"

/** A signed-in user changes the password: `password` is the old one, `confirmPassword` the new one. */
export const POST = async (req: AccountRequest, res: MedusaResponse) => {
  const { password: oldPassword, confirmPassword: newPassword } = bodyOf<typeof ResetSignedInBody>(req)
  await changeOwnPassword(req.scope, req.account, oldPassword, newPassword)
  res.json({ success: true, message: PASSWORD_CHANGED })
}
