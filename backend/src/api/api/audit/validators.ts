import { z } from "@medusajs/framework/zod"
import { idText } from "../../http/fields"
import { pagingQuery } from "../../http/paging"
import { AUDIT_ENTITIES, AUDIT_PAGE_SIZE } from "../../../domain/audit/audit"

const DATE_MESSAGE = (name: string) => `${name} must be a date (YYYY-MM-DD or ISO 8601).`
const DAY_ONLY = /^\d{4}-\d{2}-\d{2}$/

/** A date or a moment; a date alone in `to` counts the whole day (up to the next midnight, UTC). */
const moment = (name: string, wholeDay: boolean) =>
  z
    .string({ error: DATE_MESSAGE(name) })
    .trim()
    .max(40, DATE_MESSAGE(name))
    .refine((text) => /^\d{4}-\d{2}-\d{2}/.test(text) && !Number.isNaN(Date.parse(text)), DATE_MESSAGE(name))
    .transform((text) => {
      const at = new Date(text)
      return wholeDay && DAY_ONLY.test(text) ? new Date(at.getTime() + 24 * 60 * 60 * 1000) : at
    })

/** `GET /api/audit`: who (actor), what (entity, entityId), when (from, to), which page. */
export const AuditListQuery = pagingQuery(AUDIT_PAGE_SIZE)
  .extend({
    actor: idText("actor is invalid.").optional(),
    entity: z.enum(AUDIT_ENTITIES, { error: `entity must be one of: ${AUDIT_ENTITIES.join(", ")}.` }).optional(),
    entityId: idText("entityId is invalid.").optional(),
    from: moment("from", false).optional(),
    to: moment("to", true).optional(),
  })
  .refine((query) => !query.entityId || !!query.entity, { message: "entity is required with entityId." })
  .refine((query) => !query.from || !query.to || query.to > query.from, { message: "to must be after from." })
