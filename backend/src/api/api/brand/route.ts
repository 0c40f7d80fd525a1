import type { MedusaResponse } from "@medusajs/framework/http"
import type { AccountRequest } from "../../http/account-request"
import { brandFilterFor } from "../../../queries/catalogue/brand-access"
import { brandsWithMerchantJson } from "../../../queries/catalogue/brand-json"
import { BRAND_MODULE, type BrandModuleService } from "../../../modules/brand"

/** Admins: every brand, active or not. Merchants: their own. */
export const GET = async (req: AccountRequest, res: MedusaResponse) => {
  const brands = await req.scope
    .resolve<BrandModuleService>(BRAND_MODULE)
    .listBrands(brandFilterFor(req.account), { order: { created_at: "DESC" } })
  res.json({ brands: await brandsWithMerchantJson(req.scope, brands) })
}
