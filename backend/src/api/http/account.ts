import {
  authenticate,
  type AuthenticatedMedusaRequest,
  type MedusaNextFunction,
  type MedusaResponse,
} from "@medusajs/framework/http"
import type { Role } from "../../domain/accounts/roles"
import type { AccountRequest } from "./account-request"
import { findSessionAccount, issuedAtOf } from "../../queries/accounts/session"
import { MERCHANT_MODULE, type MerchantModuleService } from "../../modules/merchant"

export const UNAUTHORIZED_MESSAGE = "Unauthorized Access! Please login again."
export const FORBIDDEN_MESSAGE = "You are not allowed to access this resource."

/** Reads the caller's account from the database on every request, so role changes and revocations apply at once. */
async function loadAccount(req: AuthenticatedMedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
  const account = await findSessionAccount(req.scope, {
    customerId: req.auth_context?.actor_id,
    authIdentityId: req.auth_context?.auth_identity_id,
    issuedAt: issuedAtOf(req.headers.authorization),
  })
  if (!account) {
    res.status(401).json({ error: UNAUTHORIZED_MESSAGE })
    return
  }
  ;(req as AccountRequest).account = account
  next()
}

/**
 * For routes open to anyone: a token that no longer opens a session (issued before a password change, or
 * of a deleted customer or account) counts as no token, so it reveals nothing of that customer (isLiked).
 */
export async function forgetEndedSession(req: AuthenticatedMedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) {
  if (!req.auth_context) return next()
  const account = await findSessionAccount(req.scope, {
    customerId: req.auth_context.actor_id,
    authIdentityId: req.auth_context.auth_identity_id,
    issuedAt: issuedAtOf(req.headers.authorization),
  })
  if (account) (req as AccountRequest).account = account
  else delete (req as Partial<AuthenticatedMedusaRequest>).auth_context
  next()
}

/** 401 without a valid `Authorization: Bearer <jwt>` of a shop account. */
export const signedIn = [authenticate("customer", ["bearer"]), loadAccount]

/** 403 unless the signed-in caller has one of the roles. */
export function allowRoles(...roles: Role[]) {
  return (req: AuthenticatedMedusaRequest, res: MedusaResponse, next: MedusaNextFunction) => {
    if (!roles.includes((req as AccountRequest).account.role)) {
      res.status(403).json({ error: FORBIDDEN_MESSAGE })
      return
    }
    next()
  }
}

export const MERCHANT_DISABLED_MESSAGE = "Your merchant account is disabled. Please contact us."

/**
 * For merchants' changes to their brand and products: the merchant record must exist and be
 * active (a disabled merchant cannot switch their brand or products back on).
 */
export async function activeMerchant(req: AuthenticatedMedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
  const account = (req as AccountRequest).account
  if (account.role !== "ROLE_MERCHANT") return next()
  const [merchant] = account.merchantId
    ? await req.scope.resolve<MerchantModuleService>(MERCHANT_MODULE).listMerchants({ id: account.merchantId }, { take: 1 })
    : []
  if (!merchant?.is_active || merchant.status !== "Approved") {
    res.status(403).json({ error: MERCHANT_DISABLED_MESSAGE })
    return
  }
  next()
}
