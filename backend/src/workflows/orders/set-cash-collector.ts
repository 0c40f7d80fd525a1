import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { acquireLockStep, releaseLockStep } from "@medusajs/medusa/core-flows"
import type { RequestAccount } from "../../domain/accounts/request-account"
import type { CollectorChoice } from "../../domain/orders/cash-collection"
import { recordAudit } from "../audit/steps/record-audit-entry"
import { ORDER_LOCK, orderLockKeyStep } from "../checkout/steps/order-lock"
import { saveCashCollectorStep } from "./steps/save-cash-collector"
import { validateCashCollectorStep } from "./steps/validate-order-cash"

type Input = { account: RequestAccount; orderId: string; collector: CollectorChoice }

/**
 * Who collects a pay-on-delivery order's cash at the door: the shop's rider or the seller's own
 * (issue 48 item 5). Set by an admin or the seller of all its items while nothing is delivered,
 * under the order's lock (a Delivered at the same moment is decided first or after, never beside),
 * and audited.
 */
export const setCashCollectorWorkflow = createWorkflow("set-cash-collector", (input: Input) => {
  const lock = orderLockKeyStep(transform({ input }, ({ input }) => ({ orderId: input.orderId })))
  acquireLockStep(transform({ lock }, ({ lock }) => ({ key: lock.key, ...ORDER_LOCK })))
  const change = validateCashCollectorStep(input)
  saveCashCollectorStep(
    transform({ input, change }, ({ input, change }) => ({
      orderId: change.orderId,
      collector: change.collector,
      merchantId: change.merchantId,
      accountId: input.account.id,
    }))
  )
  recordAudit(
    transform({ input, change }, ({ input, change }) => ({
      actor: input.account,
      entityType: "order" as const,
      entityId: change.orderId,
      action: "order.cash-collector",
      before: { cashCollector: change.before },
      after: { cashCollector: change.collector },
    }))
  )
  releaseLockStep(lock)
  return new WorkflowResponse(transform({ change }, ({ change }) => ({ collector: change.collector })))
})
