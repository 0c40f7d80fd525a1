import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { deleteProductsWorkflow } from "@medusajs/medusa/core-flows"
import { invalid } from "../../../domain/errors"

export const PRODUCT_NOT_DELETED = "This product could not be deleted. Please try again."

/**
 * Medusa's deletion of one product (soft delete of the product and its variants, its links, its
 * inventory items). It runs as a workflow of its own, which undoes itself when it fails; its
 * refusal (e.g. Medusa's "Cannot remove following inventory item(s) … reservations: [iitem_…]")
 * is logged and answered in the shop's words, never with Medusa's message or ids. Last write of
 * the deletion, so there is nothing to undo after it.
 */
export const deleteProductStep = createStep("delete-shop-product-in-medusa", async (productId: string, { container }) => {
  const { errors } = await deleteProductsWorkflow(container).run({ input: { ids: [productId] }, throwOnError: false })
  if (errors.length) {
    container.resolve(ContainerRegistrationKeys.LOGGER).warn(`Deleting product ${productId} failed: ${errors.map((e) => e.error?.message).join("; ")}`)
    throw invalid(PRODUCT_NOT_DELETED)
  }
  return new StepResponse(true)
})
