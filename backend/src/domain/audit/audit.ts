/** The audit log's vocabulary (issue 40): who may be recorded, what entities and actions there are, how lists page. */

export const AUDIT_ENTITIES = [
  "product",
  "category",
  "brand",
  "merchant",
  "order",
  "order-line",
  "review",
  "user",
  "commission-rule",
  "payout",
  "payout-method",
  "refund",
  "delivery-fee",
  "pickup-station",
] as const
export type AuditEntity = (typeof AUDIT_ENTITIES)[number]

/** The person behind a write, as the workflow's input carries it (a `RequestAccount` is one). */
export type AuditActor = { id: string; role: string }

/** Only staff writes are logged; a shopper's own writes (their cart, their cancel) are not. */
export const AUDITED_ROLES = ["ROLE_ADMIN", "ROLE_MERCHANT"] as const

export const isAuditedActor = (actor: AuditActor | null | undefined): actor is AuditActor =>
  !!actor && (AUDITED_ROLES as readonly string[]).includes(actor.role)

export type FieldChange = { before: unknown; after: unknown }
export type AuditChanges = Record<string, FieldChange>

/** A page of the Activity list (spec's pagination: one-based page, `{ totalPages, currentPage, count }`). */
export const AUDIT_PAGE_SIZE = 20
