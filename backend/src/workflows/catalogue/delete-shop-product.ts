import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { emitEventStep } from "@medusajs/medusa/core-flows"
import { ShopEvents } from "../../domain/events"
import type { RequestAccount } from "../../domain/accounts/request-account"
import { acquireStockLocksStep, releaseStockLocksStep } from "../checkout/steps/stock-locks"
import { deleteProductStep } from "./steps/delete-product"
import { findManagedProductStep } from "./steps/find-managed"
import { loadProductStockStep } from "./steps/load-product-stock"
import { releaseProductReservationsStep } from "./steps/release-product-reservations"
import { recordAudit } from "../audit/steps/record-audit-entry"
import { productFields } from "../../domain/audit/fields"

/**
 * Deletes a product the caller manages (Medusa's soft delete, with its links and its stock), even
 * when orders hold it: their lines stay and show 'Not Available'. Under the checkout locks of its
 * inventory items (no buyer reserves it meanwhile), the open lines give their reservations up
 * first (the product and its stock leave the shop; see `release-product-reservations`), then
 * Medusa deletes it; a refusal of Medusa's comes back in the shop's words and undoes the release.
 */
export const deleteShopProductWorkflow = createWorkflow("delete-shop-product", (input: { account: RequestAccount; id: string }) => {
  const { row, product } = findManagedProductStep(input)
  const stock = loadProductStockStep(transform({ row }, ({ row }) => row.id))
  const locks = transform({ row, stock }, ({ row, stock }) => ({
    keys: stock.map((id) => `checkout-stock:${id}`),
    ownerId: `delete-product:${row.id}`,
  }))
  acquireStockLocksStep(locks)
  releaseProductReservationsStep(transform({ stock }, ({ stock }) => ({ inventoryItemIds: stock })))
  deleteProductStep(transform({ row }, ({ row }) => row.id))
  recordAudit(
    transform({ input, product }, ({ input, product }) => ({
      actor: input.account,
      entityType: "product" as const,
      entityId: product._id,
      action: "product.delete",
      before: productFields(product),
      after: null,
    }))
  )
  releaseStockLocksStep(locks)
  emitEventStep({ eventName: ShopEvents.PRODUCT_CHANGED, data: transform({ row }, ({ row }) => ({ id: row.id })) })
  return new WorkflowResponse(true)
})
