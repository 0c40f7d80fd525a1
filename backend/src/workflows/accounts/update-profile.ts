import type { MedusaContainer } from "@medusajs/framework/types"
import { updateCustomersWorkflow } from "@medusajs/medusa/core-flows"
import { loadUser } from "../../queries/accounts/load-user"

type Profile = { firstName?: string; lastName?: string; phoneNumber?: string }

/** Changes only the given profile fields of the customer; an empty phone number clears it. */
export async function updateProfile(container: MedusaContainer, customerId: string, profile: Profile) {
  await updateCustomersWorkflow(container).run({
    input: {
      selector: { id: customerId },
      update: {
        ...(profile.firstName !== undefined && { first_name: profile.firstName }),
        ...(profile.lastName !== undefined && { last_name: profile.lastName }),
        ...(profile.phoneNumber !== undefined && { phone: profile.phoneNumber || null }),
      },
    },
  })
  return loadUser(container, customerId)
}
