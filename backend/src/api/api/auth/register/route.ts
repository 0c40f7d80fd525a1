import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { bodyOf } from "../../../http/validate"
import { issueToken } from "../../../http/token"
import { toUserJson } from "../../../../queries/accounts/user-json"
import { registerShopAccountWorkflow } from "../../../../workflows/accounts/register-shop-account"
import type { RegisterBody } from "../validators"

export const POST = async (req: MedusaRequest, res: MedusaResponse) => {
  const body = bodyOf<typeof RegisterBody>(req)
  const { result } = await registerShopAccountWorkflow(req.scope).run({ input: { ...body, address: req.ip ?? "unknown" } })
  res.json({
    success: true,
    subscribed: body.isSubscribed,
    token: issueToken(req.scope, result.customer.id, result.authIdentityId),
    user: toUserJson(result.customer, result.account),
  })
}
