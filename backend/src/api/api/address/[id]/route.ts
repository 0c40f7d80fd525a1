import type { MedusaResponse } from "@medusajs/framework/http"
import type { AccountRequest } from "../../../http/account-request"
import { bodyOf } from "../../../http/validate"
import { toAddressJson } from "../../../../queries/addresses/address-json"
import { findOwnAddress } from "../../../../queries/addresses/find-own-address"
import { updateOwnAddressWorkflow } from "../../../../workflows/addresses/update-own-address"
import type { AddressBody } from "../validators"

export const GET = async (req: AccountRequest, res: MedusaResponse) => {
  const address = await findOwnAddress(req.scope, req.account.customerId, req.params.id)
  res.json({ address: toAddressJson(address) })
}

export const PUT = async (req: AccountRequest, res: MedusaResponse) => {
  await updateOwnAddressWorkflow(req.scope).run({
    input: { customerId: req.account.customerId, addressId: req.params.id, address: bodyOf<typeof AddressBody>(req) },
  })
  res.json({ success: true, message: "Address has been updated successfully!" })
}
