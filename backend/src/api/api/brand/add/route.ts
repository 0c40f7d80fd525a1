import type { MedusaResponse } from "@medusajs/framework/http"
import type { AccountRequest } from "../../../../lib/auth/account-request"
import { bodyOf } from "../../../../lib/http/validate"
import { slugFrom } from "../../../../lib/admin/slug"
import { assertSlugFree } from "../../../../lib/admin/brand-access"
import { toBrandJson } from "../../../../lib/admin/brand-json"
import { productListCache } from "../../../../lib/catalog/list-cache"
import { BRAND_MODULE } from "../../../../modules/brand"
import type BrandModuleService from "../../../../modules/brand/service"
import type { AddBrandBody } from "../validators"

export const POST = async (req: AccountRequest, res: MedusaResponse) => {
  const body = bodyOf<typeof AddBrandBody>(req)
  const slug = slugFrom(body.name)
  await assertSlugFree(req.scope, slug)
  const brand = await req.scope
    .resolve<BrandModuleService>(BRAND_MODULE)
    .createBrands({ name: body.name, slug, description: body.description, is_active: body.isActive })
  productListCache.clear()
  res.json({ success: true, message: "Brand has been added successfully!", brand: toBrandJson(brand) })
}
