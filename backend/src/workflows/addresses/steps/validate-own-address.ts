import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { findOwnAddress } from "../../../queries/addresses/find-own-address"

/** A change touches only the caller's own address (404 otherwise). */
export const validateOwnAddressStep = createStep(
  "validate-own-address",
  async (input: { customerId: string; addressId: string }, { container }) => {
    const address = await findOwnAddress(container, input.customerId, input.addressId)
    return new StepResponse(address.id)
  }
)
