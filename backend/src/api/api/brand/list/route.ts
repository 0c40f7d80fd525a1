import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { BRAND_MODULE } from "../../../../modules/brand"
import BrandModuleService from "../../../../modules/brand/service"

export const GET = async (req: MedusaRequest, res: MedusaResponse) => {
  const brandModule: BrandModuleService = req.scope.resolve(BRAND_MODULE)
  const brands = await brandModule.listBrands({ is_active: true }, { order: { name: "ASC" } })
  res.json({
    brands: brands.map((b) => ({
      _id: b.id,
      name: b.name,
      slug: b.slug,
      description: b.description,
      isActive: b.is_active,
      merchant: null,
      created: b.created_at,
    })),
  })
}
