import type { MedusaResponse } from "@medusajs/framework/http"
import { updateCustomerAddressesWorkflow } from "@medusajs/medusa/core-flows"
import type { AccountRequest } from "../../../../lib/auth/account-request"
import { bodyOf } from "../../../../lib/http/validate"
import { toAddressJson, toMedusaAddress } from "../../../../lib/addresses/address-json"
import { findOwnAddress } from "../../../../lib/addresses/own-address"
import type { AddressBody } from "../validators"

export const GET = async (req: AccountRequest, res: MedusaResponse) => {
  const address = await findOwnAddress(req.scope, req.account.customerId, req.params.id)
  res.json({ address: toAddressJson(address) })
}

export const PUT = async (req: AccountRequest, res: MedusaResponse) => {
  const body = bodyOf<typeof AddressBody>(req)
  const address = await findOwnAddress(req.scope, req.account.customerId, req.params.id)
  await updateCustomerAddressesWorkflow(req.scope).run({
    input: { selector: { id: address.id, customer_id: req.account.customerId }, update: toMedusaAddress(body) },
  })
  res.json({ success: true, message: "Address has been updated successfully!" })
}
