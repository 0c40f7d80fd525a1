import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { Modules } from "@medusajs/framework/utils"
import { parseInput } from "../../../../lib/http/parse"
import { issueToken } from "../../../../lib/auth/token"
import { toUserJson } from "../../../../lib/accounts/user-json"
import { createShopAccountWorkflow } from "../../../../workflows/create-shop-account"
import { RegisterBody } from "../validators"

export const EMAIL_IN_USE = "That email address is already in use."

export const POST = async (req: MedusaRequest, res: MedusaResponse) => {
  const body = parseInput(RegisterBody, req.body)
  const customers = await req.scope.resolve(Modules.CUSTOMER).listCustomers({ email: body.email, has_account: true })
  if (customers.length) {
    return res.status(400).json({ error: EMAIL_IN_USE })
  }

  const auth = req.scope.resolve(Modules.AUTH)
  const { success, authIdentity } = await auth.register("emailpass", { body: { email: body.email, password: body.password } })
  if (!success || !authIdentity) {
    return res.status(400).json({ error: EMAIL_IN_USE })
  }

  try {
    const { result } = await createShopAccountWorkflow(req.scope).run({
      input: { ...body, authIdentityId: authIdentity.id, provider: "email" },
    })
    res.json({
      success: true,
      subscribed: body.isSubscribed,
      token: issueToken(req.scope, result.customer.id, authIdentity.id),
      user: toUserJson(result.customer, result.account),
    })
  } catch (error) {
    await auth.deleteAuthIdentities([authIdentity.id])
    throw error
  }
}
