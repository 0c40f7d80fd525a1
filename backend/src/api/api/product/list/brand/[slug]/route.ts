import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { listProducts, SORT_ORDERS } from "../../../../../../lib/catalog/list-products"
import { parseInput } from "../../../../../../lib/http/parse"
import { BRAND_MODULE } from "../../../../../../modules/brand"
import BrandModuleService from "../../../../../../modules/brand/service"
import { PagingQuery } from "../../../validators"

export const GET = async (req: MedusaRequest, res: MedusaResponse) => {
  const { page, limit } = parseInput(PagingQuery, req.query)
  const brandModule: BrandModuleService = req.scope.resolve(BRAND_MODULE)
  const [brand] = await brandModule.listBrands({ slug: req.params.slug, is_active: true }, { take: 1 })
  if (!brand) {
    return res.status(404).json({ message: "No brand found." })
  }
  const knex = req.scope.resolve(ContainerRegistrationKeys.PG_CONNECTION)
  const result = await listProducts(knex, { brand: brand.slug, order: SORT_ORDERS.newest, page, limit })
  res.json({ products: result.products, pages: result.totalPages, page: result.currentPage, totalProducts: result.count })
}
