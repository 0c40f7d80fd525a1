import type { MedusaResponse } from "@medusajs/framework/http"
import type { AccountRequest } from "../../../http/account-request"
import { bodyOf } from "../../../http/validate"
import { toAddressJson } from "../../../../queries/addresses/address-json"
import { findOwnAddress, updateOwnAddress } from "../../../../workflows/addresses/own-address"
import type { AddressBody } from "../validators"

export const GET = async (req: AccountRequest, res: MedusaResponse) => {
  const address = await findOwnAddress(req.scope, req.account.customerId, req.params.id)
  res.json({ address: toAddressJson(address) })
}

export const PUT = async (req: AccountRequest, res: MedusaResponse) => {
  await updateOwnAddress(req.scope, req.account.customerId, req.params.id, bodyOf<typeof AddressBody>(req))
  res.json({ success: true, message: "Address has been updated successfully!" })
}
