import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { searchProducts } from "../../../../../../queries/catalogue/search-products"
import { paramsOf } from "../../../../../http/validate"
import type { SearchParams } from "../../../validators"

export const GET = async (req: MedusaRequest, res: MedusaResponse) => {
  const { term } = paramsOf<typeof SearchParams>(req)
  res.json({ products: await searchProducts(req.scope.resolve(ContainerRegistrationKeys.PG_CONNECTION), term) })
}
