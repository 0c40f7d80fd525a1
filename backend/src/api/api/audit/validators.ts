import { z } from "@medusajs/framework/zod"
import { idText } from "../../http/fields"
import { pagingQuery } from "../../http/paging"
import { AUDIT_ENTITIES, AUDIT_PAGE_SIZE } from "../../../domain/audit/audit"
import { dayOrInstant, inOrder } from "../../http/dates"

/** `GET /api/audit`: who (actor), what (entity, entityId), when (from, to), which page. */
export const AuditListQuery = pagingQuery(AUDIT_PAGE_SIZE)
  .extend({
    actor: idText("actor is invalid.").optional(),
    entity: z.enum(AUDIT_ENTITIES, { error: `entity must be one of: ${AUDIT_ENTITIES.join(", ")}.` }).optional(),
    entityId: idText("entityId is invalid.").optional(),
    from: dayOrInstant("from").optional(),
    // A date alone in `to` counts the whole day (up to the next midnight, UTC).
    to: dayOrInstant("to", { wholeDay: true }).optional(),
  })
  .refine((query) => !query.entityId || !!query.entity, { message: "entity is required with entityId." })
  .refine((query) => inOrder(query.from, query.to), { message: "to must be after from." })
