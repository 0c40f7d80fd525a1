import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import type { RequestAccount } from "../../../domain/accounts/request-account"
import { isAuditedActor } from "../../../domain/audit/audit"
import { diffFields } from "../../../domain/audit/diff"
import { AUDIT_MODULE, type AuditModuleService } from "../../../modules/audit"
import { ORDER_LINE_MODULE, type OrderLineModuleService } from "../../../modules/order-line"
import type { LineStatus } from "../../../domain/orders/line-status"

type Input = { account: RequestAccount; orderId: string; status: LineStatus; lines: { lineItemId: string; from: LineStatus }[] }

/**
 * Who moved each line from what to what (`order_line_change`, as the one-line change records) and
 * its audit entry ("order-line.status"). Undone by removing both.
 */
export const recordLinesChangesStep = createStep(
  "record-lines-changes",
  async (input: Input, { container }) => {
    const changes = await container.resolve<OrderLineModuleService>(ORDER_LINE_MODULE).createOrderLineChanges(
      input.lines.map((line) => ({
        order_id: input.orderId,
        line_item_id: line.lineItemId,
        from_status: line.from,
        to_status: input.status,
        account_id: input.account.id,
        role: input.account.role,
      }))
    )
    const audit = container.resolve<AuditModuleService>(AUDIT_MODULE)
    const entries = isAuditedActor(input.account)
      ? await audit.createAuditEntries(
          input.lines.map((line) => ({
            actor_id: input.account.id,
            actor_role: input.account.role,
            entity_type: "order-line" as const,
            entity_id: line.lineItemId,
            action: "order-line.status",
            changes: diffFields({ status: line.from }, { status: input.status }),
          }))
        )
      : []
    return new StepResponse(true, { changes: changes.map((c) => c.id), entries: entries.map((e) => e.id) })
  },
  async (done, { container }) => {
    if (!done) return
    if (done.changes.length) await container.resolve<OrderLineModuleService>(ORDER_LINE_MODULE).deleteOrderLineChanges(done.changes)
    const audit = container.resolve<AuditModuleService>(AUDIT_MODULE)
    for (const id of done.entries) await audit.removeCompensated(id)
  }
)
