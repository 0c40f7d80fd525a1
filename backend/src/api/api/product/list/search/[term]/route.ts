import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { searchProductsJson } from "../../../../../../queries/catalogue/search-products"
import { rememberSearchUrl } from "../../../../../../queries/catalogue/cached-answers"
import { paramsOf } from "../../../../../http/validate"
import type { SearchParams } from "../../../validators"

export const GET = async (req: MedusaRequest, res: MedusaResponse) => {
  const { term } = paramsOf<typeof SearchParams>(req)
  const json = await searchProductsJson(req.scope, term)
  // The address as the client spelled it: the catalogue fast path (src/server) answers it from the cache next time.
  rememberSearchUrl(req.originalUrl, term)
  res.type("application/json").send(json)
}
