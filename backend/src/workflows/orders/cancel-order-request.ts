import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { acquireLockStep, releaseLockStep } from "@medusajs/medusa/core-flows"
import type { RequestAccount } from "../../domain/accounts/request-account"
import { cancelShopOrderWorkflow } from "./cancel-shop-order"
import { ORDER_LOCK, orderLockKeyStep } from "./steps/order-lock"
import { validateOrderCancelStep } from "./steps/validate-order-change"
import { recordAudit } from "../audit/steps/record-audit-entry"
import { orderCancelFields } from "../../domain/audit/fields"

/**
 * The buyer or an admin cancels a whole order; every line's stock goes back. The order's lock is
 * taken first and the order judged under it (a line delivered meanwhile refuses the cancel).
 */
export const cancelOrderRequestWorkflow = createWorkflow(
  "cancel-order-request",
  (input: { account: RequestAccount; orderId: string }) => {
    const lock = orderLockKeyStep(transform({ input }, ({ input }) => ({ orderId: input.orderId })))
    acquireLockStep(transform({ lock }, ({ lock }) => ({ key: lock.key, ...ORDER_LOCK })))
    const cancel = validateOrderCancelStep(input)
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
    releaseLockStep(lock)
    return new WorkflowResponse(true)
  }
)
