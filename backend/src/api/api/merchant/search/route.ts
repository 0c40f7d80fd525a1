import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { queryOf } from "../../../http/validate"
import { searchMerchants } from "../../../../queries/merchants/list-merchants"
import type { MerchantSearchQuery } from "../validators"

/** Admins: merchants whose e-mail, phone number, brand or status contains the text. */
export const GET = async (req: MedusaRequest, res: MedusaResponse) => {
  const { search } = queryOf<typeof MerchantSearchQuery>(req)
  res.json(await searchMerchants(req.scope, search))
}
