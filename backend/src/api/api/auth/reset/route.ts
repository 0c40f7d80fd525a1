import type { MedusaResponse } from "@medusajs/framework/http"
import { bodyOf } from "../../../http/validate"
import type { AccountRequest } from "../../../http/account-request"
import { changeOwnPasswordWorkflow } from "../../../../workflows/accounts/change-own-password"
import type { ResetSignedInBody } from "../validators"
import { PASSWORD_CHANGED } from "./messages"

/** A signed-in user changes the password: `password` is the old one, `confirmPassword` the new one. */
export const POST = async (req: AccountRequest, res: MedusaResponse) => {
  const { password: oldPassword, confirmPassword: newPassword } = bodyOf<typeof ResetSignedInBody>(req)
  await changeOwnPasswordWorkflow(req.scope).run({ input: { account: req.account, oldPassword, newPassword } })
  res.json({ success: true, message: PASSWORD_CHANGED })
}
