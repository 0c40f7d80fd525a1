import type { MedusaResponse } from "@medusajs/framework/http"
import type { AccountRequest } from "../../../http/account-request"
import { bodyOf } from "../../../http/validate"
import { toAddressJson } from "../../../../queries/addresses/address-json"
import { addAddressWorkflow } from "../../../../workflows/addresses/add-address"
import type { AddressBody } from "../validators"

export const POST = async (req: AccountRequest, res: MedusaResponse) => {
  const { result } = await addAddressWorkflow(req.scope).run({
    input: { customerId: req.account.customerId, address: bodyOf<typeof AddressBody>(req) },
  })
  res.json({ success: true, message: "Address has been added successfully!", address: toAddressJson(result) })
}
