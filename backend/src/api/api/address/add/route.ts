import type { MedusaResponse } from "@medusajs/framework/http"
import { createCustomerAddressesWorkflow } from "@medusajs/medusa/core-flows"
import type { AccountRequest } from "../../../../lib/auth/account-request"
import { parseInput } from "../../../../lib/http/parse"
import { toAddressJson, toMedusaAddress } from "../../../../lib/addresses/address-json"
import { AddressBody } from "../validators"

export const POST = async (req: AccountRequest, res: MedusaResponse) => {
  const body = parseInput(AddressBody, req.body)
  const { result } = await createCustomerAddressesWorkflow(req.scope).run({
    input: { addresses: [{ customer_id: req.account.customerId, ...toMedusaAddress(body) }] },
  })
  res.json({ success: true, message: "Address has been added successfully!", address: toAddressJson(result[0]) })
}
