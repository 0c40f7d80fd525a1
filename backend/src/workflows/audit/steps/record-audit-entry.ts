import { createStep, StepResponse, type WorkflowData } from "@medusajs/framework/workflows-sdk"
import { isAuditedActor, type AuditActor, type AuditEntity } from "../../../domain/audit/audit"
import { diffFields } from "../../../domain/audit/diff"
import { unexpectedState } from "../../../domain/errors"
import { AUDIT_MODULE, type AuditModuleService } from "../../../modules/audit"
import { auditFailAfter } from "../../../config/test-faults"

type Fields = Record<string, unknown>

export type AuditInput = {
  /** Who made the change; nothing is recorded for a member or the system (no actor). */
  actor?: AuditActor | null
  entityType: AuditEntity
  entityId: string
  action: string
  /** What the entity was (null for a creation), as the workflow loaded it before its change. */
  before?: Fields | null
  /** What it became (null for a deletion); for an update only the fields named here are compared. */
  after?: Fields | null
}

/**
 * Writes the change's audit entry, after the change in the same workflow: if a later step fails,
 * the compensation removes the entry with the change (the only delete the table allows).
 */
export const recordAuditEntryStep = createStep(
  "record-audit-entry",
  async (input: AuditInput, { container }) => {
    if (!isAuditedActor(input.actor)) return new StepResponse(null, null)
    const entry = await container.resolve<AuditModuleService>(AUDIT_MODULE).createAuditEntries({
      actor_id: input.actor.id,
      actor_role: input.actor.role,
      entity_type: input.entityType,
      entity_id: input.entityId,
      action: input.action,
      changes: diffFields(input.before, input.after),
    })
    return new StepResponse(entry.id, entry.id)
  },
  async (id, { container }) => {
    if (id) await container.resolve<AuditModuleService>(AUDIT_MODULE).removeCompensated(id)
  }
)

/**
 * Under NODE_ENV=test, the action named in SHOP_AUDIT_FAIL_AFTER fails right after its entry is
 * written, so tests can prove a failed change leaves neither the change nor its entry.
 */
export const auditFailPointStep = createStep("audit-fail-point", async (action: string) => {
  if (auditFailAfter() === action) {
    throw unexpectedState(`Injected failure after the audit entry of ${action}`)
  }
  return new StepResponse(true)
})

/** The one call a workflow makes, after its change: the entry, then the tests' fail point. */
export function recordAudit(input: WorkflowData<AuditInput>) {
  const id = recordAuditEntryStep(input)
  auditFailPointStep(input.action)
  return id
}
