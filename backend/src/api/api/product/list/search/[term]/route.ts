import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { searchProducts } from "../../../../../../lib/catalog/search-products"
import { parseInput } from "../../../../../../lib/http/parse"
import { SearchParams } from "../../../validators"

export const GET = async (req: MedusaRequest, res: MedusaResponse) => {
  const { term } = parseInput(SearchParams, req.params)
  const knex = req.scope.resolve(ContainerRegistrationKeys.PG_CONNECTION)
  res.json({ products: await searchProducts(knex, term) })
}
