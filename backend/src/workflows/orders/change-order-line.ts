import { createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { acquireLockStep, releaseLockStep } from "@medusajs/medusa/core-flows"
import type { RequestAccount } from "../../domain/accounts/request-account"
import type { LineStatus } from "../../domain/orders/line-status"
import { cancelShopOrderWorkflow } from "./cancel-shop-order"
import { changeLineStatusWorkflow } from "./change-line-status"
import { ORDER_LOCK, orderLockKeyStep } from "../checkout/steps/order-lock"
import { recordLineChangeStep } from "./steps/record-line-change"
import { validateLineChangeStep } from "./steps/validate-order-change"
import { recordAudit } from "../audit/steps/record-audit-entry"

type Input = { account: RequestAccount; orderId: string; lineItemId: string; status: LineStatus }

/**
 * Moves one line of an order the caller may see; cancelling the last line that is not cancelled
 * cancels the whole order instead. Every change is recorded with who made it (`order_line_change`:
 * an admin's correction backwards or past a step, a merchant's move, a buyer's cancel). The result
 * says whether the order was cancelled. The order's lock (`orderLockKeyStep`) is taken first and
 * the line is read and judged under it, so a change decided on a status another change has since
 * replaced is impossible (issue 48 item 7).
 */
export const changeOrderLineWorkflow = createWorkflow("change-order-line", (input: Input) => {
  const lock = orderLockKeyStep(transform({ input }, ({ input }) => ({ orderId: input.orderId })))
  acquireLockStep(transform({ lock }, ({ lock }) => ({ key: lock.key, ...ORDER_LOCK })))
  const change = validateLineChangeStep(input)
  when("cancel-whole-order", { change }, ({ change }) => change.cancelsOrder).then(() => {
    cancelShopOrderWorkflow.runAsStep({
      input: transform({ change }, ({ change }) => ({
        orderId: change.orderId,
        lineItemIds: change.lineItemIds,
        canceledBy: change.canceledBy,
      })),
    })
  })
  when("change-one-line", { change }, ({ change }) => !change.cancelsOrder).then(() => {
    changeLineStatusWorkflow.runAsStep({
      input: transform({ change }, ({ change }) => ({ orderId: change.orderId, lineItemId: change.lineItemId, status: change.status })),
    })
  })
  recordLineChangeStep(
    transform({ input, change }, ({ input, change }) => ({
      order_id: change.orderId,
      line_item_id: change.lineItemId,
      from_status: change.from,
      to_status: change.status,
      account_id: input.account.id,
      role: input.account.role,
    }))
  )
  recordAudit(
    transform({ input, change }, ({ input, change }) => ({
      actor: input.account,
      entityType: "order-line" as const,
      entityId: change.lineItemId,
      action: "order-line.status",
      before: { status: change.from },
      after: { status: change.status },
    }))
  )
  releaseLockStep(lock)
  return new WorkflowResponse(transform({ change }, ({ change }) => ({ orderCancelled: change.cancelsOrder })))
})
