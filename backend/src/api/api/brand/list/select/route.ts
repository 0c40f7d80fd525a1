import type { MedusaResponse } from "@medusajs/framework/http"
import type { AccountRequest } from "../../../../http/account-request"
import { brandFilterFor } from "../../../../../queries/catalogue/brand-access"
import { BRAND_MODULE, type BrandModuleService } from "../../../../../modules/brand"

/** Brands for a product form's brand selector. */
export const GET = async (req: AccountRequest, res: MedusaResponse) => {
  const brands = await req.scope
    .resolve<BrandModuleService>(BRAND_MODULE)
    .listBrands(brandFilterFor(req.account), { select: ["id", "name"], order: { name: "ASC" } })
  res.json({ brands: brands.map((brand) => ({ _id: brand.id, name: brand.name })) })
}
