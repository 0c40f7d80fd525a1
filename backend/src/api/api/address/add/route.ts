import type { MedusaResponse } from "@medusajs/framework/http"
import type { AccountRequest } from "../../../../lib/auth/account-request"
import { bodyOf } from "../../../../lib/http/validate"
import { toAddressJson } from "../../../../lib/addresses/address-json"
import { addAddress } from "../../../../lib/addresses/own-address"
import type { AddressBody } from "../validators"

export const POST = async (req: AccountRequest, res: MedusaResponse) => {
  const address = await addAddress(req.scope, req.account.customerId, bodyOf<typeof AddressBody>(req))
  res.json({ success: true, message: "Address has been added successfully!", address: toAddressJson(address) })
}
