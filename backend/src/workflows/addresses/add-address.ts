import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { createCustomerAddressesWorkflow } from "@medusajs/medusa/core-flows"
import { type AddressInput, toMedusaAddress } from "../../queries/addresses/address-json"

/** A new address in the caller's address book. */
export const addAddressWorkflow = createWorkflow("add-address", (input: { customerId: string; address: AddressInput }) => {
  const created = createCustomerAddressesWorkflow.runAsStep({
    input: transform({ input }, ({ input }) => ({
      addresses: [{ customer_id: input.customerId, ...toMedusaAddress(input.address) }],
    })),
  })
  return new WorkflowResponse(transform({ created }, ({ created }) => created[0]))
})
