import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { listProducts } from "../../../../lib/catalog/list-products"
import { productListCache } from "../../../../lib/catalog/list-cache"
import { parseInput } from "../../../../lib/http/parse"
import { ProductListQuery } from "../validators"

export const GET = async (req: MedusaRequest, res: MedusaResponse) => {
  const filters = parseInput(ProductListQuery, req.query)
  const knex = req.scope.resolve(ContainerRegistrationKeys.PG_CONNECTION)
  const body = await productListCache.get(JSON.stringify(filters), async () => JSON.stringify(await listProducts(knex, filters)))
  res.type("application/json").send(body)
}
