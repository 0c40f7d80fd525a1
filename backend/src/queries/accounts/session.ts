import type { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { ACCOUNT_MODULE } from "../../modules/account"
import type AccountModuleService from "../../modules/account/service"
import type { RequestAccount } from "../../domain/accounts/request-account"

export type SessionClaims = { customerId?: string; authIdentityId?: string; issuedAt?: number }

/** The `iat` (seconds) of a verified `Bearer <jwt>`; the signature was checked by Medusa's authenticate. */
export function issuedAtOf(authorization: string | undefined): number | undefined {
  const payload = authorization?.replace(/^Bearer\s+/i, "").split(".")[1]
  if (!payload) return undefined
  try {
    const iat = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")).iat
    return typeof iat === "number" ? iat : undefined
  } catch {
    return undefined
  }
}

/** Seconds precision, like a token's `iat`: a token issued in the same second as the change stays valid. */
export const passwordChangeMoment = (now = Date.now()) => new Date(Math.floor(now / 1000) * 1000)

/**
 * The account behind a verified token, or null when the token no longer opens a session: its customer or
 * shop account is gone (deleted in either admin), or it was issued before the last password change.
 */
export async function findSessionAccount(scope: MedusaContainer, claims: SessionClaims): Promise<RequestAccount | null> {
  const { customerId, authIdentityId, issuedAt } = claims
  if (!customerId || !authIdentityId) return null
  const [account, customers] = await Promise.all([
    scope.resolve<AccountModuleService>(ACCOUNT_MODULE).retrieveAccountByCustomer(customerId),
    scope.resolve(Modules.CUSTOMER).listCustomers({ id: customerId }, { select: ["id"], take: 1 }),
  ])
  if (!account || !customers.length) return null
  const changedAt = account.password_changed_at ? new Date(account.password_changed_at).getTime() : 0
  if (changedAt && (issuedAt === undefined || issuedAt * 1000 < changedAt)) return null
  return {
    id: account.id,
    customerId: account.customer_id,
    authIdentityId,
    role: account.role,
    provider: account.provider,
    merchantId: account.merchant_id ?? null,
  }
}
