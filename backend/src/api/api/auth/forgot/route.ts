import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { Modules } from "@medusajs/framework/utils"
import { parseInput } from "../../../../lib/http/parse"
import { findAccountByEmail } from "../../../../lib/accounts/find-by-email"
import { countAttempt, limits, rateLimitMessage } from "../../../../lib/auth/rate-limits"
import { ShopEvents } from "../../../../lib/events"
import { ACCOUNT_MODULE } from "../../../../modules/account"
import type AccountModuleService from "../../../../modules/account/service"
import { ForgotBody } from "../validators"

export const FORGOT_MESSAGE = "Please check your email for the link to reset your password."

/** Always the same answer, so it does not tell whether an account exists. */
export const POST = async (req: MedusaRequest, res: MedusaResponse) => {
  const { email } = parseInput(ForgotBody, req.body)
  const checks: Parameters<typeof rateLimitMessage>[0] = [
    [limits.forgotByEmail, email],
    [limits.forgotByAddress, req.ip ?? "unknown"],
  ]
  const limited = await rateLimitMessage(checks)
  if (limited) {
    return res.status(429).json({ error: limited })
  }
  await countAttempt(checks)

  const found = await findAccountByEmail(req.scope, email)
  if (found && found.account.provider === "email") {
    const token = await req.scope.resolve<AccountModuleService>(ACCOUNT_MODULE).issuePasswordReset(found.account.id)
    await req.scope.resolve(Modules.EVENT_BUS).emit({
      name: ShopEvents.PASSWORD_RESET_REQUESTED,
      data: { email, firstName: found.customer.first_name ?? "", token },
    })
  }
  res.json({ success: true, message: FORGOT_MESSAGE })
}
