import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { queryOf } from "../../../../lib/http/validate"
import { searchMerchants } from "../../../../lib/merchants/list-merchants"
import type { MerchantSearchQuery } from "../validators"

/** Admins: merchants whose e-mail, phone number, brand or status contains the text. */
export const GET = async (req: MedusaRequest, res: MedusaResponse) => {
  const { search } = queryOf<typeof MerchantSearchQuery>(req)
  res.json(await searchMerchants(req.scope, search))
}
