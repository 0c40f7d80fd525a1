import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, generateJwtToken } from "@medusajs/framework/utils"

export const TOKEN_LIFETIME = "7d"

/**
 * A signed-in customer's token, as the client stores and sends it: `Bearer <jwt>`. Issued by the routes
 * that sign a customer in (as Medusa's own auth routes issue theirs), after the workflow that checked them.
 */
export function issueToken(container: MedusaContainer, customerId: string, authIdentityId: string) {
  const config = container.resolve(ContainerRegistrationKeys.CONFIG_MODULE)
  const jwt = generateJwtToken(
    {
      actor_id: customerId,
      actor_type: "customer",
      auth_identity_id: authIdentityId,
      app_metadata: { customer_id: customerId },
    },
    { secret: config.projectConfig.http.jwtSecret, expiresIn: TOKEN_LIFETIME }
  )
  return `Bearer ${jwt}`
}
