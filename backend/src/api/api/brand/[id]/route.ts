import type { MedusaResponse } from "@medusajs/framework/http"
import type { AccountRequest } from "../../../../lib/auth/account-request"
import { bodyOf } from "../../../../lib/http/validate"
import { assertSlugFree, findManagedBrand } from "../../../../lib/admin/brand-access"
import { toBrandJson } from "../../../../lib/admin/brand-json"
import { productListCache } from "../../../../lib/catalog/list-cache"
import { BRAND_MODULE } from "../../../../modules/brand"
import type BrandModuleService from "../../../../modules/brand/service"
import type { UpdateBrandBody } from "../validators"

export const GET = async (req: AccountRequest, res: MedusaResponse) => {
  res.json({ brand: toBrandJson(await findManagedBrand(req.scope, req.account, req.params.id)) })
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
