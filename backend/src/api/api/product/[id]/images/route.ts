import type { MedusaResponse } from "@medusajs/framework/http"
import type { AccountRequest } from "../../../../http/account-request"
import { uploadedImages } from "../../../../http/uploaded-images"
import { findManagedProduct } from "../../../../../queries/catalogue/managed-products"
import { addProductImagesWorkflow } from "../../../../../workflows/catalogue/add-product-images"

/** Multipart: one or more `image` files (jpg/png that decode, ≤ 5 MB each) added after the product's photos. */
export const POST = async (req: AccountRequest, res: MedusaResponse) => {
  const images = await uploadedImages(req)
  await addProductImagesWorkflow(req.scope).run({ input: { account: req.account, productId: req.params.id, images } })
  const { product } = await findManagedProduct(req.scope, req.account, req.params.id)
  res.json({ success: true, message: "Photos have been added.", product })
}
