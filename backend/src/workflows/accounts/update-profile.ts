import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { updateCustomersWorkflow } from "@medusajs/medusa/core-flows"

type Input = { customerId: string; profile: { firstName?: string; lastName?: string; phoneNumber?: string } }

/** Changes only the given profile fields of the customer; an empty phone number clears it. */
export const updateProfileWorkflow = createWorkflow("update-shop-profile", (input: Input) => {
  updateCustomersWorkflow.runAsStep({
    input: transform({ input }, ({ input: { customerId, profile } }) => ({
      selector: { id: customerId },
      update: {
        ...(profile.firstName !== undefined && { first_name: profile.firstName }),
        ...(profile.lastName !== undefined && { last_name: profile.lastName }),
        ...(profile.phoneNumber !== undefined && { phone: profile.phoneNumber || null }),
      },
    })),
  })
  return new WorkflowResponse(input.customerId)
})
