import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { ProductStatus } from "@medusajs/framework/utils"
import { emitEventStep, updateProductsWorkflow } from "@medusajs/medusa/core-flows"
import { ShopEvents } from "../../domain/events"
import type { RequestAccount } from "../../domain/accounts/request-account"
import { findManagedProductStep } from "./steps/find-managed"
import { recordAudit } from "../audit/steps/record-audit-entry"

/** Publishes or hides a product the caller manages. */
export const setProductActiveWorkflow = createWorkflow(
  "set-product-active",
  (input: { account: RequestAccount; id: string; isActive: boolean }) => {
    const { row, product } = findManagedProductStep(input)
    updateProductsWorkflow.runAsStep({
      input: transform({ input, row }, ({ input, row }) => ({
        selector: { id: row.id },
        update: { status: input.isActive ? ProductStatus.PUBLISHED : ProductStatus.DRAFT },
      })),
    })
    recordAudit(
      transform({ input, product }, ({ input, product }) => ({
        actor: input.account,
        entityType: "product" as const,
        entityId: product._id,
        action: "product.update",
        before: { isActive: product.isActive },
        after: { isActive: input.isActive },
      }))
    )
    emitEventStep({ eventName: ShopEvents.PRODUCT_CHANGED, data: transform({ row }, ({ row }) => ({ id: row.id })) })
    return new WorkflowResponse(true)
  }
)
