import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { merchantNames } from "../../../../queries/merchants/list-merchants"

/** For Medusa Admin's Brands page: every brand with its merchant and how many products it has. */
export const GET = async (req: AuthenticatedMedusaRequest, res: MedusaResponse) => {
  const { data } = await req.scope.resolve(ContainerRegistrationKeys.QUERY).graph({
    entity: "brand",
    fields: ["id", "name", "slug", "is_active", "merchant_id", "products.id"],
    pagination: { order: { name: "ASC" } },
  })
  const names = await merchantNames(req.scope, data.map((brand) => brand.merchant_id))
  res.json({
    brands: data.map((brand) => ({
      id: brand.id,
      name: brand.name,
      slug: brand.slug,
      is_active: brand.is_active,
      merchant: brand.merchant_id ? (names.get(brand.merchant_id) ?? brand.merchant_id) : null,
      product_count: (brand.products ?? []).filter(Boolean).length,
    })),
  })
}
