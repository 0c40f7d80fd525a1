import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { parseInput } from "../../../http/parse"
import { listMerchantsPage } from "../../../../queries/merchants/list-merchants"
import { MerchantListQuery } from "../../../api/merchant/validators"

/** For Medusa Admin's Merchants page: the same list as `GET /api/merchant`. */
export const GET = async (req: AuthenticatedMedusaRequest, res: MedusaResponse) => {
  const { page, limit } = parseInput(MerchantListQuery, req.query)
  res.json(await listMerchantsPage(req.scope, page, limit))
}
