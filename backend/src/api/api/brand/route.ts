import type { MedusaResponse } from "@medusajs/framework/http"
import type { AccountRequest } from "../../http/account-request"
import { brandFilterFor } from "../../../queries/catalogue/brand-access"
import { toBrandJson } from "../../../queries/catalogue/brand-json"
import { merchantNames } from "../../../queries/merchants/list-merchants"
import { BRAND_MODULE } from "../../../modules/brand"
import type BrandModuleService from "../../../modules/brand/service"

/** Admins: every brand, active or not. Merchants: their own. */
export const GET = async (req: AccountRequest, res: MedusaResponse) => {
  const brands = await req.scope
    .resolve<BrandModuleService>(BRAND_MODULE)
    .listBrands(brandFilterFor(req.account), { order: { created_at: "DESC" } })
  const names = await merchantNames(req.scope, brands.map((b) => b.merchant_id))
  res.json({ brands: brands.map((b) => toBrandJson(b, names.get(b.merchant_id ?? "") ?? null)) })
}
