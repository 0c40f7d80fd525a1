import { model } from "@medusajs/framework/utils"

/**
 * One admin or merchant write: who (account and role at the time), what (entity type, id and
 * action), when (`created_at`) and the changed fields (`{ field: { before, after } }`). Written by
 * the write's own workflow; rows are never updated or deleted (triggers in the migration), except
 * by the compensation of a workflow whose change failed after the entry was written.
 */
export const AuditEntry = model
  .define("audit_entry", {
    id: model.id({ prefix: "aud" }).primaryKey(),
    actor_id: model.text(),
    actor_role: model.text(),
    entity_type: model.text(),
    entity_id: model.text(),
    action: model.text(),
    changes: model.json(),
  })
  .indexes([
    { on: ["created_at"] },
    { on: ["actor_id", "created_at"] },
    { on: ["entity_type", "entity_id", "created_at"] },
  ])
