import type { MedusaResponse } from "@medusajs/framework/http"
import { deleteCustomerAddressesWorkflow } from "@medusajs/medusa/core-flows"
import type { AccountRequest } from "../../../../../lib/auth/account-request"
import { findOwnAddress } from "../../../../../lib/addresses/own-address"

export const DELETE = async (req: AccountRequest, res: MedusaResponse) => {
  const address = await findOwnAddress(req.scope, req.account.customerId, req.params.id)
  await deleteCustomerAddressesWorkflow(req.scope).run({ input: { ids: [address.id] } })
  res.json({ success: true, message: "Address has been deleted successfully!" })
}
