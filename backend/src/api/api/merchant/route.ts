import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { queryOf } from "../../http/validate"
import { listMerchantsPage } from "../../../queries/merchants/list-merchants"
import type { MerchantListQuery } from "./validators"

/** Admins: merchants, newest first, 20 a page, with their brands; `status` keeps one state (the Waiting tab). */
export const GET = async (req: MedusaRequest, res: MedusaResponse) => {
  const { page, limit, status } = queryOf<typeof MerchantListQuery>(req)
  res.json(await listMerchantsPage(req.scope, page, limit, status))
}
