import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { deleteProductsWorkflow, emitEventStep } from "@medusajs/medusa/core-flows"
import { ShopEvents } from "../../domain/events"
import type { RequestAccount } from "../../domain/accounts/request-account"
import { findManagedProductStep } from "./steps/find-managed"

/** Deletes a product the caller manages, with its links; orders keep their lines (shown as 'Not Available'). */
export const deleteShopProductWorkflow = createWorkflow("delete-shop-product", (input: { account: RequestAccount; id: string }) => {
  const { row } = findManagedProductStep(input)
  deleteProductsWorkflow.runAsStep({ input: transform({ row }, ({ row }) => ({ ids: [row.id] })) })
  emitEventStep({ eventName: ShopEvents.PRODUCT_CHANGED, data: transform({ row }, ({ row }) => ({ id: row.id })) })
  return new WorkflowResponse(true)
})
