import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { Knex } from "knex"
import type { Role } from "../../domain/accounts/roles"
import type { RequestAccount } from "../../domain/accounts/request-account"

type AccountRow = { id: string; customer_id: string; role: Role; provider: string; merchant_id: string | null; password_changed_at: Date | null }

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
  // One plain query on every signed-in request (it was two module reads): the account, if its customer is live.
  const { rows } = await scope.resolve<Knex>(ContainerRegistrationKeys.PG_CONNECTION).raw(
    `SELECT a.id, a.customer_id, a.role, a.provider, a.merchant_id, a.password_changed_at
     FROM account a JOIN customer c ON c.id = a.customer_id AND c.deleted_at IS NULL
     WHERE a.customer_id = ? AND a.deleted_at IS NULL
     LIMIT 1`,
    [customerId]
  )
  const account = rows[0] as AccountRow | undefined
  if (!account) return null
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
