import type { MedusaResponse } from "@medusajs/framework/http"
import type { AccountRequest } from "../../../http/account-request"
import { bodyOf } from "../../../http/validate"
import { toAddressJson } from "../../../../queries/addresses/address-json"
import { addAddress } from "../../../../workflows/addresses/own-address"
import type { AddressBody } from "../validators"

export const POST = async (req: AccountRequest, res: MedusaResponse) => {
  const address = await addAddress(req.scope, req.account.customerId, bodyOf<typeof AddressBody>(req))
  res.json({ success: true, message: "Address has been added successfully!", address: toAddressJson(address) })
}
