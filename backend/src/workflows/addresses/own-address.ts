import type { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import {
  createCustomerAddressesWorkflow,
  deleteCustomerAddressesWorkflow,
  updateCustomerAddressesWorkflow,
} from "@medusajs/medusa/core-flows"
import { notFound } from "../../domain/errors"
import { type AddressInput, toMedusaAddress } from "../../queries/addresses/address-json"

/** The caller's own address; someone else's reads as not found, so existence does not leak. */
export async function findOwnAddress(container: MedusaContainer, customerId: string, addressId: string) {
  const [address] = await container
    .resolve(Modules.CUSTOMER)
    .listCustomerAddresses({ id: addressId, customer_id: customerId }, { take: 1 })
  if (!address) {
    throw notFound("No address found.")
  }
  return address
}

export async function addAddress(container: MedusaContainer, customerId: string, input: AddressInput) {
  const { result } = await createCustomerAddressesWorkflow(container).run({
    input: { addresses: [{ customer_id: customerId, ...toMedusaAddress(input) }] },
  })
  return result[0]
}

export async function updateOwnAddress(container: MedusaContainer, customerId: string, addressId: string, input: AddressInput) {
  const address = await findOwnAddress(container, customerId, addressId)
  await updateCustomerAddressesWorkflow(container).run({
    input: { selector: { id: address.id, customer_id: customerId }, update: toMedusaAddress(input) },
  })
}

export async function deleteOwnAddress(container: MedusaContainer, customerId: string, addressId: string) {
  const address = await findOwnAddress(container, customerId, addressId)
  await deleteCustomerAddressesWorkflow(container).run({ input: { ids: [address.id] } })
}
