import type { MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import type { AccountRequest } from "../../../../lib/auth/account-request"
import { parseInput } from "../../../../lib/http/parse"
import { slugFrom } from "../../../../lib/admin/slug"
import { IMAGE_TYPE_MESSAGE, toImageFiles } from "../../../../lib/admin/images"
import { assertSkuAndSlugFree, findManagedProduct, productSetup } from "../../../../lib/admin/products"
import { findManagedBrand } from "../../../../lib/admin/brand-access"
import { merchantBrandIds } from "../../../../lib/orders/order-access"
import { productListCache } from "../../../../lib/catalog/list-cache"
import { createShopProductWorkflow } from "../../../../workflows/create-shop-product"
import { AddProductForm } from "../admin-validators"

/** Multipart: the product fields and one or more `image` files (jpg/png by content, ≤ 5 MB each). */
export const POST = async (req: AccountRequest, res: MedusaResponse) => {
  const form = parseInput(AddProductForm, req.body)
  const uploads = (req.files ?? []) as Express.Multer.File[]
  if (!uploads.length) {
    throw new MedusaError(MedusaError.Types.INVALID_DATA, IMAGE_TYPE_MESSAGE)
  }
  const images = toImageFiles(uploads)
  const slug = form.slug || slugFrom(form.name)
  await assertSkuAndSlugFree(req.scope, { sku: form.sku, slug })

  // A merchant's product always belongs to the merchant's own brand.
  const brandId =
    req.account.role === "ROLE_ADMIN"
      ? form.brand && (await findManagedBrand(req.scope, req.account, form.brand)).id
      : (await merchantBrandIds(req.scope, req.account.merchantId))[0]
  if (!brandId) {
    throw new MedusaError(MedusaError.Types.INVALID_DATA, "Brand is required.")
  }

  const { result: productId } = await createShopProductWorkflow(req.scope).run({
    input: { ...form, slug, brandId, images, setup: await productSetup(req.scope) },
  })
  productListCache.clear()
  const { product } = await findManagedProduct(req.scope, req.account, productId)
  res.json({ success: true, message: "Product has been added successfully!", product })
}
