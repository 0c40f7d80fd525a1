import { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { createUsersWorkflow } from "@medusajs/medusa/core-flows"
import { createShopAccountWorkflow } from "../../workflows/accounts/create-shop-account"

/**
 * The shop's first admin: one e-mail and password that sign in both to the shop (a
 * customer with ROLE_ADMIN) and to Medusa Admin (a Medusa user), through one auth identity.
 */
export async function ensureAdmin(container: MedusaContainer, email: string, password: string) {
  const userModule = container.resolve(Modules.USER)
  const authModule = container.resolve(Modules.AUTH)

  const [providerIdentity] = await authModule.listProviderIdentities({ entity_id: email, provider: "emailpass" })
  let identity = providerIdentity ? await authModule.retrieveAuthIdentity(providerIdentity.auth_identity_id!) : undefined
  if (!identity) {
    const { authIdentity, error } = await authModule.register("emailpass", { body: { email, password } })
    if (error || !authIdentity) {
      throw new Error(`Could not register the admin's password: ${error}`)
    }
    identity = authIdentity
  }

  const appMetadata = identity.app_metadata ?? {}
  if (!appMetadata.user_id) {
    const [existing] = await userModule.listUsers({ email })
    const user =
      existing ??
      (await createUsersWorkflow(container).run({ input: { users: [{ email, first_name: "Shop", last_name: "Admin" }] } }))
        .result[0]
    await authModule.updateAuthIdentities({ id: identity.id, app_metadata: { ...appMetadata, user_id: user.id } })
  }

  if (!appMetadata.customer_id) {
    await createShopAccountWorkflow(container).run({
      input: { authIdentityId: identity.id, email, firstName: "Shop", lastName: "Admin", provider: "email", role: "ROLE_ADMIN" },
    })
  }
}
