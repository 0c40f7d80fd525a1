import { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { createUsersWorkflow } from "@medusajs/medusa/core-flows"

/**
 * The shop's first admin: a Medusa admin user signed in with e-mail and password.
 * Later issues link the same auth identity to the shop account with ROLE_ADMIN.
 */
export async function ensureAdmin(container: MedusaContainer, email: string, password: string) {
  const userModule = container.resolve(Modules.USER)
  const authModule = container.resolve(Modules.AUTH)

  const [existing] = await userModule.listUsers({ email })
  if (existing) {
    return existing
  }

  const { result: users } = await createUsersWorkflow(container).run({
    input: { users: [{ email, first_name: "Shop", last_name: "Admin" }] },
  })
  const { authIdentity, error } = await authModule.register("emailpass", {
    body: { email, password },
  })
  if (error || !authIdentity) {
    throw new Error(`Could not register the admin's password: ${error}`)
  }
  await authModule.updateAuthIdentities({
    id: authIdentity.id,
    app_metadata: { user_id: users[0].id },
  })
  return users[0]
}
