import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { Knex } from "knex"
import type { RequestAccount } from "../../domain/accounts/request-account"
import type { AuditChanges, AuditEntity } from "../../domain/audit/audit"
import { forbidden } from "../../domain/errors"
import { merchantBrandIds } from "../orders/order-access"
import { entityNames, type EntityTarget } from "./entity-names"

export type AuditFilters = {
  actor?: string
  entity?: AuditEntity
  entityId?: string
  from?: Date
  to?: Date
}

type Row = {
  id: string
  actor_id: string
  actor_role: string
  entity_type: string
  entity_id: string
  action: string
  changes: AuditChanges
  created_at: Date
  first_name: string | null
  last_name: string | null
  email: string | null
}

export const NOT_YOURS = "You may only see the history of your own products and order lines."

/**
 * The ids an entry's changes mention, with the entity type each names: a product's brand
 * (`brand`), a category's products (`products`), an order's lines (`line <id>` fields).
 */
function idsInChanges(changes: AuditChanges): { type: string; id: string }[] {
  const refs: { type: string; id: string }[] = []
  const add = (type: string, value: unknown) => {
    for (const one of Array.isArray(value) ? value : [value]) if (typeof one === "string" && one) refs.push({ type, id: one })
  }
  for (const [field, change] of Object.entries(changes ?? {})) {
    if (field === "brand") add("brand", [change?.before, change?.after])
    if (field === "products") add("product", [change?.before, change?.after].flat())
    if (field.startsWith("line ")) add("order-line", field.slice(5))
  }
  return refs
}

const toEntryJson = (row: Row, target: EntityTarget | null = null, names: Record<string, EntityTarget> = {}) => ({
  _id: row.id,
  actor: {
    _id: row.actor_id,
    role: row.actor_role,
    name: [row.first_name, row.last_name].filter(Boolean).join(" ") || row.email || row.actor_id,
  },
  entity: row.entity_type,
  entityId: row.entity_id,
  /** The entity as people name it (title, DK number, brand) and its page; null when it cannot be named. */
  target,
  action: row.action,
  changes: row.changes,
  /** The names of the ids its changes mention (a brand, a category's products, an order's lines), by id. */
  names,
  created: row.created_at,
})

export type AuditEntryJson = ReturnType<typeof toEntryJson>

/** The lines of an order, with the brand each was sold under. */
async function orderLines(knex: Knex, orderId: string) {
  const rows: { id: string; brand_id: string | null }[] = await knex
    .from({ oi: "order_item" })
    .join({ li: "order_line_item" }, "li.id", "oi.item_id")
    .where("oi.order_id", orderId)
    .whereNull("oi.deleted_at")
    .select("li.id", knex.raw("li.metadata->>'brand_id' AS brand_id"))
  return rows
}

async function lineBrand(knex: Knex, lineId: string) {
  const row: { brand_id: string | null } | undefined = await knex("order_line_item").where({ id: lineId }).first(knex.raw("metadata->>'brand_id' AS brand_id"))
  return row?.brand_id ?? null
}

async function productBrand(knex: Knex, productId: string) {
  const row: { brand_id: string } | undefined = await knex("product_product_brand_brand")
    .where({ product_id: productId })
    .orderByRaw("deleted_at DESC NULLS FIRST")
    .first("brand_id")
  return row?.brand_id ?? null
}

/**
 * Which entries the caller asks for, as (entity type, entity ids) pairs: an order's history is its
 * own entries and its lines'. A merchant must name one of their products, one of their lines, or
 * an order holding their lines (then only their lines' entries); anything else is 403.
 */
async function scopeOf(knex: Knex, container: MedusaContainer, account: RequestAccount, filters: AuditFilters) {
  const isAdmin = account.role === "ROLE_ADMIN"
  const brands = isAdmin ? [] : await merchantBrandIds(container, account.merchantId)
  const mine = (brandId: string | null) => isAdmin || (!!brandId && brands.includes(brandId))
  if (!isAdmin && (!filters.entity || !filters.entityId || !["product", "order", "order-line"].includes(filters.entity))) {
    throw forbidden(NOT_YOURS)
  }
  if (!filters.entity) return null
  if (!filters.entityId) return [{ type: filters.entity, ids: null }]
  if (filters.entity === "order") {
    const lines = (await orderLines(knex, filters.entityId)).filter((line) => mine(line.brand_id))
    if (!isAdmin && !lines.length) throw forbidden(NOT_YOURS)
    return [
      ...(isAdmin ? [{ type: "order", ids: [filters.entityId] }] : []),
      { type: "order-line", ids: lines.map((line) => line.id) },
    ]
  }
  if (!isAdmin && filters.entity === "order-line" && !mine(await lineBrand(knex, filters.entityId))) throw forbidden(NOT_YOURS)
  if (!isAdmin && filters.entity === "product" && !mine(await productBrand(knex, filters.entityId))) throw forbidden(NOT_YOURS)
  return [{ type: filters.entity, ids: [filters.entityId] }]
}

/**
 * The audit log, newest first, a page at a time: admins filter by person, entity (and id) and
 * period; merchants read only their own products' and order lines' history. Each entry names its
 * entity (one read per entity type on the page, see entityNames).
 */
export async function listAuditEntries(
  container: MedusaContainer,
  account: RequestAccount,
  filters: AuditFilters,
  page: { skip: number; take: number }
) {
  const knex = container.resolve<Knex>(ContainerRegistrationKeys.PG_CONNECTION)
  const scope = await scopeOf(knex, container, account, filters)
  const base = knex("audit_entry as a").whereNull("a.deleted_at")
  if (filters.actor) base.where("a.actor_id", filters.actor)
  if (filters.from) base.where("a.created_at", ">=", filters.from)
  if (filters.to) base.where("a.created_at", "<", filters.to)
  if (scope) {
    base.where((where) => {
      for (const part of scope) {
        where.orWhere((one) => {
          one.where("a.entity_type", part.type)
          if (part.ids) one.whereIn("a.entity_id", part.ids)
        })
      }
    })
  }
  const [{ count }] = await base.clone().count<{ count: string }[]>("a.id as count")
  const rows: Row[] = await base
    .clone()
    .leftJoin("account as acc", "acc.id", "a.actor_id")
    .leftJoin("customer as c", "c.id", "acc.customer_id")
    // Medusa Admin's users (its merchant switches run the same workflows).
    .leftJoin("user as u", "u.id", "a.actor_id")
    .select(
      "a.*",
      knex.raw("COALESCE(c.first_name, u.first_name) AS first_name"),
      knex.raw("COALESCE(c.last_name, u.last_name) AS last_name"),
      knex.raw("COALESCE(c.email, u.email) AS email")
    )
    .orderBy([{ column: "a.created_at", order: "desc" }, { column: "a.id", order: "desc" }])
    .offset(page.skip)
    .limit(page.take)
  const mentioned = rows.map((row) => idsInChanges(row.changes))
  const names = await entityNames(knex, [...rows.map((row) => ({ type: row.entity_type, id: row.entity_id })), ...mentioned.flat()])
  const namesOf = (refs: { type: string; id: string }[]) =>
    Object.fromEntries(refs.flatMap((ref) => (names.has(`${ref.type} ${ref.id}`) ? [[ref.id, names.get(`${ref.type} ${ref.id}`)!]] : [])))
  return {
    entries: rows.map((row, index) => toEntryJson(row, names.get(`${row.entity_type} ${row.entity_id}`) ?? null, namesOf(mentioned[index]))),
    count: Number(count),
  }
}
