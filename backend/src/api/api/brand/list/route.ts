import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { toBrandJson } from "../../../../lib/admin/brand-json"
import { merchantNames } from "../../../../lib/merchants/list-merchants"
import { BRAND_MODULE } from "../../../../modules/brand"
import type BrandModuleService from "../../../../modules/brand/service"

/** Public: active brands by name, each with its merchant (`{ _id, name }`) when a merchant runs it. */
export const GET = async (req: MedusaRequest, res: MedusaResponse) => {
  const brands = await req.scope
    .resolve<BrandModuleService>(BRAND_MODULE)
    .listBrands({ is_active: true }, { order: { name: "ASC" } })
  const names = await merchantNames(req.scope, brands.map((b) => b.merchant_id))
  res.json({ brands: brands.map((b) => toBrandJson(b, names.get(b.merchant_id ?? "") ?? null)) })
}
