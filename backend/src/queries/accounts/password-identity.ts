import type { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"

/** The e-mail + password identity registered under an e-mail (Medusa's emailpass), with its actors, or null. */
export async function findPasswordIdentity(container: MedusaContainer, email: string) {
  const [provided] = await container
    .resolve(Modules.AUTH)
    .listProviderIdentities({ entity_id: email, provider: "emailpass" }, { relations: ["auth_identity"], take: 1 })
  if (!provided?.auth_identity) return null
  const appMetadata = provided.auth_identity.app_metadata ?? {}
  return {
    authIdentityId: provided.auth_identity.id,
    customerId: typeof appMetadata.customer_id === "string" ? appMetadata.customer_id : null,
    medusaUserId: typeof appMetadata.user_id === "string" && appMetadata.user_id ? appMetadata.user_id : null,
  }
}
