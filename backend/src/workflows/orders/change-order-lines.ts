import { createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { acquireLockStep, releaseLockStep } from "@medusajs/medusa/core-flows"
import type { RequestAccount } from "../../domain/accounts/request-account"
import type { LineShipping } from "../../domain/orders/line-shipping"
import type { LineStatus } from "../../domain/orders/line-status"
import { changeLinesStatusStep } from "./steps/change-lines-status"
import { ORDER_LOCK, orderLockKeyStep } from "../checkout/steps/order-lock"
import { recordLinesChangesStep } from "./steps/record-lines-changes"
import { saveLineShippingStep } from "./steps/save-line-shipping"
import { validateLinesChangeStep } from "./steps/validate-lines-change"
import { auditFailPointStep } from "../audit/steps/record-audit-entry"

type Input = { account: RequestAccount; orderId: string; lineItemIds: string[]; status: LineStatus; shipping?: LineShipping | null }

/**
 * The seller's bulk change (issue item 13): several lines of one order moved to one status in one
 * go, all or nothing. Like the one-line change, the order's lock is taken first and every line is
 * read and judged under it (only lines the caller sees, each move allowed by the line rules); then
 * who carries them is stored (rider or courier), each line changes as the one-line change does
 * (fulfilment, stock, Shipped event carrying `shipping`), and every change is recorded with who
 * made it. Any failure rolls back every line.
 */
export const changeOrderLinesWorkflow = createWorkflow("change-order-lines", (input: Input) => {
  const lock = orderLockKeyStep(transform({ input }, ({ input }) => ({ orderId: input.orderId })))
  acquireLockStep(transform({ lock }, ({ lock }) => ({ key: lock.key, ...ORDER_LOCK })))
  const change = validateLinesChangeStep(input)
  const lineItemIds = transform({ change }, ({ change }) => change.lines.map((line) => line.lineItemId))
  when("save-line-shipping", { input }, ({ input }) => Boolean(input.shipping)).then(() => {
    saveLineShippingStep(
      transform({ change, lineItemIds, input }, ({ change, lineItemIds, input }) => ({ orderId: change.orderId, lineItemIds, shipping: input.shipping! }))
    )
  })
  changeLinesStatusStep(
    transform({ change, lineItemIds, input }, ({ change, lineItemIds, input }) => ({
      orderId: change.orderId,
      lineItemIds,
      status: change.status,
      shipping: input.shipping ?? null,
    }))
  )
  recordLinesChangesStep(
    transform({ change, input }, ({ change, input }) => ({ account: input.account, orderId: change.orderId, status: change.status, lines: change.lines }))
  )
  // Tests make this fail on demand (SHOP_AUDIT_FAIL_AFTER) to prove every line is rolled back.
  auditFailPointStep("order-lines.status")
  releaseLockStep(lock)
  return new WorkflowResponse(transform({ change }, ({ change }) => ({ count: change.lines.length })))
})
