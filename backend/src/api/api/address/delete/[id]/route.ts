import type { MedusaResponse } from "@medusajs/framework/http"
import type { AccountRequest } from "../../../../http/account-request"
import { deleteOwnAddress } from "../../../../../workflows/addresses/own-address"

export const DELETE = async (req: AccountRequest, res: MedusaResponse) => {
  await deleteOwnAddress(req.scope, req.account.customerId, req.params.id)
  res.json({ success: true, message: "Address has been deleted successfully!" })
}
