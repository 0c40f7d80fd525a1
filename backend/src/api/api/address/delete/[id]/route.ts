import type { MedusaResponse } from "@medusajs/framework/http"
import type { AccountRequest } from "../../../../http/account-request"
import { deleteOwnAddressWorkflow } from "../../../../../workflows/addresses/delete-own-address"

export const DELETE = async (req: AccountRequest, res: MedusaResponse) => {
  await deleteOwnAddressWorkflow(req.scope).run({ input: { customerId: req.account.customerId, addressId: req.params.id } })
  res.json({ success: true, message: "Address has been deleted successfully!" })
}
