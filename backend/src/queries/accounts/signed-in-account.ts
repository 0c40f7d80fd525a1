import { getAuthContextFromJwtToken } from "@medusajs/framework/http"
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { findSessionAccount, issuedAtOf } from "./session"

/**
 * The account behind a stored token (`Bearer <jwt>`) outside an `/api` request (the chat's
 * handshake): verified as Medusa's `authenticate("customer", ["bearer"])` does, then the same
 * session check as the `signedIn` middleware. Null when absent, bad, expired, revoked or deleted.
 */
export async function accountFromAuthorization(container: MedusaContainer, authorization: string | undefined) {
  const { http } = container.resolve(ContainerRegistrationKeys.CONFIG_MODULE).projectConfig
  const authContext = getAuthContextFromJwtToken(
    authorization,
    http.jwtSecret!,
    ["bearer"],
    ["customer"],
    http.jwtPublicKey,
    http.jwtVerifyOptions ?? http.jwtOptions
  )
  if (!authContext) return null
  return findSessionAccount(container, {
    customerId: authContext.actor_id,
    authIdentityId: authContext.auth_identity_id,
    issuedAt: issuedAtOf(authorization),
  })
}
