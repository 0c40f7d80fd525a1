import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { Modules } from "@medusajs/framework/utils"
import { parseInput } from "../../../../lib/http/parse"
import { issueToken } from "../../../../lib/auth/token"
import { loadUser } from "../../../../lib/accounts/load-user"
import { countAttempt, forgetAttempts, limits, rateLimitMessage } from "../../../../lib/auth/rate-limits"
import { LoginBody } from "../validators"

export const WRONG_CREDENTIALS = "Incorrect email or password."

export const POST = async (req: MedusaRequest, res: MedusaResponse) => {
  const body = parseInput(LoginBody, req.body)
  const checks: Parameters<typeof rateLimitMessage>[0] = [
    [limits.loginByEmail, body.email],
    [limits.loginByAddress, req.ip ?? "unknown"],
  ]
  const limited = await rateLimitMessage(checks)
  if (limited) {
    return res.status(429).json({ error: limited })
  }

  const { success, authIdentity } = await req.scope
    .resolve(Modules.AUTH)
    .authenticate("emailpass", { body: { email: body.email, password: body.password } })
  const customerId = authIdentity?.app_metadata?.customer_id as string | undefined
  const user = success && authIdentity && customerId ? await loadUser(req.scope, customerId) : null
  if (!user) {
    await countAttempt(checks)
    return res.status(400).json({ error: WRONG_CREDENTIALS })
  }

  await forgetAttempts(checks.slice(0, 1))
  res.json({ success: true, token: issueToken(req.scope, user.id, authIdentity!.id), user })
}
