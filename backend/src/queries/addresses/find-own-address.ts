import type { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { notFound } from "../../domain/errors"

/** The caller's own address; someone else's reads as not found, so existence does not leak. */
export async function findOwnAddress(container: MedusaContainer, customerId: string, addressId: string) {
  const [address] = await container
    .resolve(Modules.CUSTOMER)
    .listCustomerAddresses({ id: addressId, customer_id: customerId }, { take: 1 })
  if (!address) throw notFound("No address found.")
  return address
}
