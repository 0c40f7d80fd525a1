import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { searchProductsJson } from "../../../../../../queries/catalogue/search-products"
import { paramsOf } from "../../../../../http/validate"
import type { SearchParams } from "../../../validators"

export const GET = async (req: MedusaRequest, res: MedusaResponse) => {
  const { term } = paramsOf<typeof SearchParams>(req)
  const json = await searchProductsJson(req.scope.resolve(ContainerRegistrationKeys.PG_CONNECTION), term)
  res.type("application/json").send(json)
}
