import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { deleteCustomerAddressesWorkflow } from "@medusajs/medusa/core-flows"
import { validateOwnAddressStep } from "./steps/validate-own-address"

/** Deletes one of the caller's own addresses. */
export const deleteOwnAddressWorkflow = createWorkflow("delete-own-address", (input: { customerId: string; addressId: string }) => {
  const addressId = validateOwnAddressStep(input)
  deleteCustomerAddressesWorkflow.runAsStep({ input: transform({ addressId }, ({ addressId }) => ({ ids: [addressId] })) })
  return new WorkflowResponse(addressId)
})
