import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { bodyOf } from "../../../../lib/http/validate"
import { issueToken } from "../../../../lib/auth/token"
import { toUserJson } from "../../../../lib/accounts/user-json"
import { registerShopAccountWorkflow } from "../../../../workflows/register-shop-account"
import type { RegisterBody } from "../validators"

export const POST = async (req: MedusaRequest, res: MedusaResponse) => {
  const body = bodyOf<typeof RegisterBody>(req)
  const { result } = await registerShopAccountWorkflow(req.scope).run({ input: body })
  res.json({
    success: true,
    subscribed: body.isSubscribed,
    token: issueToken(req.scope, result.customer.id, result.authIdentityId),
    user: toUserJson(result.customer, result.account),
  })
}
