import type { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"

/**
 * True when `token` is a valid, unexpired and unaccepted Medusa Admin invitation for `email` (the
 * user module checks the token's signature, that it is the invitation's latest and its expiry).
 */
export async function isInvitedToMedusaAdmin(container: MedusaContainer, token: string | null, email: string) {
  if (!token) return false
  try {
    const invite = await container.resolve(Modules.USER).validateInviteToken(token)
    return !invite.accepted && invite.email.trim().toLowerCase() === email
  } catch {
    return false
  }
}
