import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { Modules } from "@medusajs/framework/utils"
import { parseInput } from "../../../../../lib/http/parse"
import { ACCOUNT_MODULE } from "../../../../../modules/account"
import type AccountModuleService from "../../../../../modules/account/service"
import { changePasswordWorkflow } from "../../../../../workflows/change-password"
import { ResetWithTokenBody } from "../../validators"
import { PASSWORD_CHANGED } from "../messages"

export const POST = async (req: MedusaRequest, res: MedusaResponse) => {
  const { password } = parseInput(ResetWithTokenBody, req.body)
  const accounts = req.scope.resolve<AccountModuleService>(ACCOUNT_MODULE)
  const accountId = await accounts.consumePasswordReset(String(req.params.token))
  const account = await accounts.retrieveAccount(accountId)
  const customer = await req.scope.resolve(Modules.CUSTOMER).retrieveCustomer(account.customer_id)

  await changePasswordWorkflow(req.scope).run({
    input: { accountId, email: customer.email, firstName: customer.first_name ?? "", password },
  })
  res.json({ success: true, message: PASSWORD_CHANGED })
}
