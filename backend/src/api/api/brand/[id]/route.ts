import type { MedusaResponse } from "@medusajs/framework/http"
import type { AccountRequest } from "../../../../lib/auth/account-request"
import { bodyOf } from "../../../../lib/http/validate"
import { assertSlugFree, findManagedBrand } from "../../../../lib/admin/brand-access"
import { toBrandJson } from "../../../../lib/admin/brand-json"
import { merchantNames } from "../../../../lib/merchants/list-merchants"
import { productListCache } from "../../../../lib/catalog/list-cache"
import { BRAND_MODULE } from "../../../../modules/brand"
import type BrandModuleService from "../../../../modules/brand/service"
import type { UpdateBrandBody } from "../validators"

export const GET = async (req: AccountRequest, res: MedusaResponse) => {
  const brand = await findManagedBrand(req.scope, req.account, req.params.id)
  const names = await merchantNames(req.scope, [brand.merchant_id])
  res.json({ brand: toBrandJson(brand, names.get(brand.merchant_id ?? "") ?? null) })
}

export const PUT = async (req: AccountRequest, res: MedusaResponse) => {
  const { brand: changes } = bodyOf<typeof UpdateBrandBody>(req)
  const brand = await findManagedBrand(req.scope, req.account, req.params.id)
  if (changes.slug) {
    await assertSlugFree(req.scope, changes.slug, brand.id)
  }
  await req.scope.resolve<BrandModuleService>(BRAND_MODULE).updateBrands({ id: brand.id, ...changes })
  productListCache.clear()
  res.json({ success: true, message: "Brand has been updated successfully!" })
}
