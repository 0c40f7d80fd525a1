import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { notFound } from "../../domain/errors"
import { BRAND_MODULE, type BrandModuleService } from "../../modules/brand"
import { listProducts, SORT_ORDERS } from "./list-products"

/** An active brand's visible products, newest first, or 404. */
export async function brandProducts(container: MedusaContainer, slug: string, paging: { page: number; limit: number }) {
  const [brand] = await container.resolve<BrandModuleService>(BRAND_MODULE).listBrands({ slug, is_active: true }, { take: 1 })
  if (!brand) {
    throw notFound("No brand found.")
  }
  const knex = container.resolve(ContainerRegistrationKeys.PG_CONNECTION)
  return listProducts(knex, { brand: brand.slug, order: SORT_ORDERS.newest, ...paging })
}
