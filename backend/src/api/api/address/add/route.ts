import type { MedusaResponse } from "@medusajs/framework/http"
import { createCustomerAddressesWorkflow } from "@medusajs/medusa/core-flows"
import type { AccountRequest } from "../../../../lib/auth/account-request"
import { bodyOf } from "../../../../lib/http/validate"
import { toAddressJson, toMedusaAddress } from "../../../../lib/addresses/address-json"
import type { AddressBody } from "../validators"

export const POST = async (req: AccountRequest, res: MedusaResponse) => {
  const body = bodyOf<typeof AddressBody>(req)
  const { result } = await createCustomerAddressesWorkflow(req.scope).run({
    input: { addresses: [{ customer_id: req.account.customerId, ...toMedusaAddress(body) }] },
  })
  res.json({ success: true, message: "Address has been added successfully!", address: toAddressJson(result[0]) })
}
