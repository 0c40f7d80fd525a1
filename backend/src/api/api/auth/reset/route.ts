import type { MedusaResponse } from "@medusajs/framework/http"
import { Modules } from "@medusajs/framework/utils"
import { parseInput } from "../../../../lib/http/parse"
import type { AccountRequest } from "../../../../lib/auth/account-request"
import { changePasswordWorkflow } from "../../../../workflows/change-password"
import { ResetSignedInBody } from "../validators"
import { PASSWORD_CHANGED, WRONG_OLD_PASSWORD } from "./messages"

/** A signed-in user changes the password: `password` is the old one, `confirmPassword` the new one. */
export const POST = async (req: AccountRequest, res: MedusaResponse) => {
  const { password: oldPassword, confirmPassword: newPassword } = parseInput(ResetSignedInBody, req.body)
  if (req.account.provider !== "email") {
    return res.status(400).json({ error: `You signed up with ${req.account.provider}, so there is no password to change here.` })
  }
  const customer = await req.scope.resolve(Modules.CUSTOMER).retrieveCustomer(req.account.customerId)
  const { success } = await req.scope
    .resolve(Modules.AUTH)
    .authenticate("emailpass", { body: { email: customer.email, password: oldPassword } })
  if (!success) {
    return res.status(400).json({ error: WRONG_OLD_PASSWORD })
  }
  await changePasswordWorkflow(req.scope).run({
    input: { accountId: req.account.id, email: customer.email, firstName: customer.first_name ?? "", password: newPassword },
  })
  res.json({ success: true, message: PASSWORD_CHANGED })
}
