import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { acquireLockStep, releaseLockStep } from "@medusajs/medusa/core-flows"
import type { RequestAccount } from "../../domain/accounts/request-account"
import { recordAudit } from "../audit/steps/record-audit-entry"
import { postCashReceivedStep } from "../ledger/steps/post-cash-received"
import { ORDER_LOCK, orderLockKeyStep } from "../checkout/steps/order-lock"
import { validateCashReceivedStep } from "./steps/validate-order-cash"
import { toShillings } from "../../domain/money"

/**
 * "Cash received" for a pay-on-delivery order the shop's rider collected (issue 48 item 5): an
 * admin other than the seller confirms the cash of its delivered lines reached the shop. Under the
 * order's lock: audited, then posted (cash collected, the delivery fee once, the sale pending until
 * the hold passes). The post is last: ledger rows are never undone, and a failed post takes the
 * audit entry back with it.
 */
export const confirmCashReceivedWorkflow = createWorkflow(
  "confirm-cash-received",
  (input: { account: RequestAccount; orderId: string }) => {
    const lock = orderLockKeyStep(transform({ input }, ({ input }) => ({ orderId: input.orderId })))
    acquireLockStep(transform({ lock }, ({ lock }) => ({ key: lock.key, ...ORDER_LOCK })))
    const cash = validateCashReceivedStep(input)
    recordAudit(
      transform({ input, cash }, ({ input, cash }) => ({
        actor: input.account,
        entityType: "order" as const,
        entityId: cash.orderId,
        action: "order.cash-received",
        before: { cashReceived: null },
        after: { cashReceived: { lineItemIds: cash.lineItemIds, amount: toShillings(cash.amountCents) } },
      }))
    )
    postCashReceivedStep(transform({ cash }, ({ cash }) => ({ lineItemIds: cash.lineItemIds })))
    releaseLockStep(lock)
    return new WorkflowResponse(transform({ cash }, ({ cash }) => ({ lineItemIds: cash.lineItemIds, amount: toShillings(cash.amountCents) })))
  }
)
