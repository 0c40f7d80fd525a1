import type { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { invalid } from "../../domain/errors"
import { loadUser } from "../../queries/accounts/load-user"
import { assertNotLimited, countAttempt, forgetAttempts, limits, type RateChecks } from "../../domain/accounts/rate-limits"
import { issueToken } from "./token"

export const WRONG_CREDENTIALS = "Incorrect email or password."

type Credentials = { email: string; password: string }

/** Email + password sign-in, limited per e-mail and per address; a success forgets the e-mail's failures. */
export async function signIn(container: MedusaContainer, { email, password }: Credentials, address: string) {
  const checks: RateChecks = [
    [limits.loginByEmail, email],
    [limits.loginByAddress, address],
  ]
  await assertNotLimited(checks)

  const { success, authIdentity } = await container
    .resolve(Modules.AUTH)
    .authenticate("emailpass", { body: { email, password } })
  const customerId = authIdentity?.app_metadata?.customer_id as string | undefined
  const user = success && authIdentity && customerId ? await loadUser(container, customerId) : null
  if (!user) {
    await countAttempt(checks)
    throw invalid(WRONG_CREDENTIALS)
  }

  await forgetAttempts(checks.slice(0, 1))
  return { user, token: issueToken(container, user.id, authIdentity!.id) }
}
