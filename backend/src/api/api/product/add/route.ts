import type { MedusaResponse } from "@medusajs/framework/http"
import type { AccountRequest } from "../../../http/account-request"
import { bodyOf } from "../../../http/validate"
import { uploadedImages } from "../../../http/uploaded-images"
import { createShopProductWorkflow } from "../../../../workflows/catalogue/create-shop-product"
import type { AddProductForm } from "../admin-validators"

/** Multipart: the product fields and one or more `image` files (jpg/png that decode, ≤ 5 MB each). */
export const POST = async (req: AccountRequest, res: MedusaResponse) => {
  const form = bodyOf<typeof AddProductForm>(req)
  const images = await uploadedImages(req)
  const { result: product } = await createShopProductWorkflow(req.scope).run({ input: { account: req.account, form, images } })
  res.json({ success: true, message: "Product has been added successfully!", product })
}
