import type { MedusaResponse } from "@medusajs/framework/http"
import { Modules } from "@medusajs/framework/utils"
import type { AccountRequest } from "../../http/account-request"
import { toAddressJson } from "../../../queries/addresses/address-json"

export const GET = async (req: AccountRequest, res: MedusaResponse) => {
  const addresses = await req.scope
    .resolve(Modules.CUSTOMER)
    .listCustomerAddresses({ customer_id: req.account.customerId }, { order: { created_at: "DESC" } })
  res.json({ addresses: addresses.map(toAddressJson) })
}
