import { createStep, createWorkflow, StepResponse, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { emitEventStep, updateProductsWorkflow, uploadFilesWorkflow } from "@medusajs/medusa/core-flows"
import { ShopEvents } from "../../domain/events"
import type { RequestAccount } from "../../domain/accounts/request-account"
import { filesToUpload, productImages, type ImageFile } from "../../domain/images/webp-variants"
import { invalid } from "../../domain/errors"
import { findManagedProduct } from "../../queries/catalogue/managed-products"
import { appendImages, MAX_PRODUCT_IMAGES, productImagesOf } from "../../queries/catalogue/product-media"
import { makeWebpVariantsStep } from "./steps/make-webp-variants"
import { recordAudit } from "../audit/steps/record-audit-entry"

export type AddProductImagesInput = { account: RequestAccount; productId: string; images: ImageFile[] }

/** The product the caller manages (404 otherwise) and its images now; at most MAX_PRODUCT_IMAGES in all. */
const loadProductImagesStep = createStep("load-product-images", async (input: AddProductImagesInput, { container }) => {
  const { row } = await findManagedProduct(container, input.account, input.productId)
  const current = await productImagesOf(container, row.id)
  if (current.length + input.images.length > MAX_PRODUCT_IMAGES) throw invalid(`A product may have at most ${MAX_PRODUCT_IMAGES} images.`)
  return new StepResponse({ productId: row.id, current })
})

/**
 * New photos for a product after it was created: uploaded with their WebP copies, appended after
 * the product's images in their order (the first stays the thumbnail). Each step undoes itself.
 */
export const addProductImagesWorkflow = createWorkflow("add-product-images", (input: AddProductImagesInput) => {
  const loaded = loadProductImagesStep(input)
  const webp = makeWebpVariantsStep(transform({ input }, ({ input }) => input.images))
  const files = uploadFilesWorkflow.runAsStep({
    input: transform({ input, webp }, ({ input, webp }) => ({ files: filesToUpload(input.images, webp) })),
  })
  updateProductsWorkflow.runAsStep({
    input: transform({ loaded, files, webp }, ({ loaded, files, webp }) => ({
      selector: { id: loaded.productId },
      update: appendImages(loaded.current, productImages(files, webp)),
    })),
  })
  recordAudit(
    transform({ input, loaded, files }, ({ input, loaded, files }) => ({
      actor: input.account,
      entityType: "product" as const,
      entityId: loaded.productId,
      action: "product.images-add",
      before: { images: loaded.current.length },
      after: { images: loaded.current.length + input.images.length, added: files.slice(0, input.images.length).map((file) => file.url.split("/").pop()) },
    }))
  )
  emitEventStep({ eventName: ShopEvents.PRODUCT_CHANGED, data: transform({ loaded }, ({ loaded }) => ({ id: loaded.productId })) })
  return new WorkflowResponse(transform({ loaded }, ({ loaded }) => loaded.productId))
})
