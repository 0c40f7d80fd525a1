import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { acquireLockStep, releaseLockStep } from "@medusajs/medusa/core-flows"
import type { RequestAccount } from "../../domain/accounts/request-account"
import { cancelShopOrderWorkflow } from "./cancel-shop-order"
import { validateOrderCancelStep } from "./steps/validate-order-change"
import { recordAudit } from "../audit/steps/record-audit-entry"
import { orderCancelFields } from "../../domain/audit/fields"

/** The buyer or an admin cancels a whole order; every line's stock goes back. Under the order's cart lock. */
export const cancelOrderRequestWorkflow = createWorkflow(
  "cancel-order-request",
  (input: { account: RequestAccount; orderId: string }) => {
    const cancel = validateOrderCancelStep(input)
    acquireLockStep(transform({ cancel }, ({ cancel }) => ({ key: cancel.lockKey, timeout: 30, ttl: 120 })))
    cancelShopOrderWorkflow.runAsStep({
      input: transform({ cancel }, ({ cancel }) => ({ orderId: cancel.orderId, lineItemIds: cancel.lineItemIds, canceledBy: cancel.canceledBy })),
    })
    recordAudit(
      transform({ input, cancel }, ({ input, cancel }) => ({
        actor: input.account,
        entityType: "order" as const,
        entityId: cancel.orderId,
        action: "order.cancel",
        ...orderCancelFields(cancel.statuses),
      }))
    )
    releaseLockStep(transform({ cancel }, ({ cancel }) => ({ key: cancel.lockKey })))
    return new WorkflowResponse(true)
  }
)
