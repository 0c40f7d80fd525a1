import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { updateCustomerAddressesWorkflow } from "@medusajs/medusa/core-flows"
import { type AddressInput, toMedusaAddress } from "../../queries/addresses/address-json"
import { validateOwnAddressStep } from "./steps/validate-own-address"

type Input = { customerId: string; addressId: string; address: AddressInput }

/** Changes one of the caller's own addresses. */
export const updateOwnAddressWorkflow = createWorkflow("update-own-address", (input: Input) => {
  const addressId = validateOwnAddressStep(transform({ input }, ({ input }) => ({ customerId: input.customerId, addressId: input.addressId })))
  updateCustomerAddressesWorkflow.runAsStep({
    input: transform({ input, addressId }, ({ input, addressId }) => ({
      selector: { id: addressId, customer_id: input.customerId },
      update: toMedusaAddress(input.address),
    })),
  })
  return new WorkflowResponse(addressId)
})
