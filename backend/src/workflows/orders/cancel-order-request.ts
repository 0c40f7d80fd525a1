import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { acquireLockStep, releaseLockStep } from "@medusajs/medusa/core-flows"
import type { RequestAccount } from "../../domain/accounts/request-account"
import type { LineStatus } from "../../domain/orders/line-status"
import { cancelShopOrderWorkflow } from "./cancel-shop-order"
import { ORDER_LOCK, orderLockKeyStep } from "../checkout/steps/order-lock"
import { recordLineChangesStep } from "./steps/record-line-change"
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
    // Each line that was not cancelled yet records its cancel (who, when): the timeline dates it.
    recordLineChangesStep(
      transform({ input, cancel }, ({ input, cancel }) =>
        Object.entries(cancel.statuses)
          .filter(([, status]) => status !== "Cancelled")
          .map(([lineItemId, status]) => ({
            order_id: cancel.orderId,
            line_item_id: lineItemId,
            from_status: status as LineStatus,
            to_status: "Cancelled" as const,
            account_id: input.account.id,
            role: input.account.role,
          }))
      )
    )
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
