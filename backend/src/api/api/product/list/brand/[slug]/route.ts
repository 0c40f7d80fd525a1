import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { queryOf } from "../../../../../http/validate"
import { brandProducts } from "../../../../../../queries/catalogue/brand-products"
import type { PagingQuery } from "../../../validators"

export const GET = async (req: MedusaRequest, res: MedusaResponse) => {
  const result = await brandProducts(req.scope, req.params.slug, queryOf<typeof PagingQuery>(req))
  res.json({ products: result.products, pages: result.totalPages, page: result.currentPage, totalProducts: result.count })
}
