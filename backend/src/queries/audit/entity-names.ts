import type { Knex } from "knex"
import { orderNumber } from "../../domain/orders/order-number"

/** What an audit entry is about, as people name it, and where the shop shows it (null: no page). */
export type EntityTarget = { name: string; link: string | null }

type Ref = { type: string; id: string }
type NameRow = { id: string; name: string | null; link: string | null }

const dk = (displayId: unknown) => (displayId === null || displayId === undefined ? null : orderNumber(Number(displayId)))
const orderLink = (orderId: string | null) => (orderId ? `/order/${orderId}` : null)
const productLink = (handle: string | null) => (handle ? `/product/${handle}` : null)

/**
 * One read per entity type present (never one per entry): each returns `{ id, name, link }` rows
 * for the ids asked. Deleted rows are read too (a deleted product's history keeps its name).
 */
const RESOLVERS: Record<string, (knex: Knex, ids: string[]) => Promise<NameRow[]>> = {
  product: async (knex, ids) =>
    (await knex("product").whereIn("id", ids).select("id", "title", "handle")).map((r) => ({ id: r.id, name: r.title, link: productLink(r.handle) })),
  category: async (knex, ids) =>
    (await knex("product_category").whereIn("id", ids).select("id", "name", "handle")).map((r) => ({
      id: r.id,
      name: r.name,
      link: r.handle ? `/shop/category/${r.handle}` : null,
    })),
  brand: async (knex, ids) =>
    (await knex("brand").whereIn("id", ids).select("id", "name", "slug")).map((r) => ({ id: r.id, name: r.name, link: r.slug ? `/shop/brand/${r.slug}` : null })),
  merchant: async (knex, ids) =>
    (await knex("merchant").whereIn("id", ids).select("id", "name", "brand_name")).map((r) => ({ id: r.id, name: `${r.brand_name} (${r.name})`, link: null })),
  order: async (knex, ids) =>
    (await knex("order").whereIn("id", ids).select("id", "display_id")).map((r) => ({ id: r.id, name: dk(r.display_id), link: orderLink(r.id) })),
  "order-line": async (knex, ids) =>
    (
      await knex({ li: "order_line_item" })
        .leftJoin({ oi: "order_item" }, "oi.item_id", "li.id")
        .leftJoin({ o: "order" }, "o.id", "oi.order_id")
        .whereIn("li.id", ids)
        .select("li.id", "li.title", "o.id as order_id", "o.display_id")
    ).map((r) => ({ id: r.id, name: [r.title, dk(r.display_id)].filter(Boolean).join(", "), link: orderLink(r.order_id) })),
  review: async (knex, ids) =>
    (
      await knex({ r: "review" })
        .leftJoin({ p: "product" }, "p.id", "r.product_id")
        .whereIn("r.id", ids)
        .select("r.id", "r.title", "p.title as product", "p.handle")
    ).map((r) => ({ id: r.id, name: r.product ? `“${r.title}” on ${r.product}` : `“${r.title}”`, link: productLink(r.handle) })),
  user: async (knex, ids) =>
    (
      await knex({ c: "customer" })
        .leftJoin({ a: "account" }, "a.customer_id", "c.id")
        .whereIn("c.id", ids)
        .orWhereIn("a.id", ids)
        .select("c.id as customer_id", "a.id as account_id", "c.first_name", "c.last_name", "c.email")
    ).flatMap((r) => {
      const name = [r.first_name, r.last_name].filter(Boolean).join(" ") || r.email
      return [r.customer_id, r.account_id].filter(Boolean).map((id: string) => ({ id, name, link: null }))
    }),
  payout: async (knex, ids) =>
    (
      await knex({ p: "payout" })
        .leftJoin({ m: "merchant" }, "m.id", "p.merchant_id")
        .whereIn("p.id", ids)
        .orWhereIn("p.merchant_id", ids)
        .select("p.id", "p.merchant_id", "m.brand_name")
    ).flatMap((r) => [r.id, r.merchant_id].map((id: string) => ({ id, name: r.brand_name ? `Payout to ${r.brand_name}` : null, link: null }))),
  "payout-method": async (knex, ids) =>
    (await knex("merchant").whereIn("id", ids).select("id", "brand_name")).map((r) => ({ id: r.id, name: `Payout method of ${r.brand_name}`, link: null })),
  refund: async (knex, ids) =>
    (
      await knex({ r: "buyer_refund" })
        .leftJoin({ o: "order" }, "o.id", "r.order_id")
        .whereIn("r.id", ids)
        .select("r.id", "r.order_id", "o.display_id")
    ).map((r) => ({ id: r.id, name: r.order_id ? `Refund for ${dk(r.display_id)}` : "Refund of a payment with no order", link: orderLink(r.order_id) })),
  "commission-rule": async (knex, ids) => {
    const parts = ids.map((id) => ({ id, scope: id.split(":")[0], target: id.slice(id.indexOf(":") + 1) }))
    const merchants = await knex("merchant").whereIn("id", parts.filter((p) => p.scope === "merchant").map((p) => p.target)).select("id", "brand_name")
    const categories = await knex("product_category").whereIn("id", parts.filter((p) => p.scope === "category").map((p) => p.target)).select("id", "name")
    const names = new Map<string, string>([...merchants.map((m) => [m.id, m.brand_name] as const), ...categories.map((c) => [c.id, c.name] as const)])
    return parts.map((p) => ({ id: p.id, name: names.has(p.target) ? `Commission for ${names.get(p.target)}` : null, link: null }))
  },
  "delivery-fee": async (_knex, ids) =>
    ids.map((id) => {
      const [county, option] = id.split(":")
      return { id, name: option ? `${county}, ${option === "pickup" ? "pickup station" : "home delivery"}` : county, link: null }
    }),
  "pickup-station": async (knex, ids) =>
    (await knex("pickup_station").whereIn("id", ids).select("id", "name", "county")).map((r) => ({ id: r.id, name: `${r.name}, ${r.county}`, link: null })),
}

/**
 * Names for the entries' entities, keyed `type id`: a product's title, a review's title and
 * product, an order's DK number, a brand's name, each with its page where it has one. An entity
 * that cannot be named (deleted for good, unknown type) is left out: the caller shows its id.
 */
export async function entityNames(knex: Knex, refs: Ref[]): Promise<Map<string, EntityTarget>> {
  const byType = new Map<string, Set<string>>()
  for (const ref of refs) {
    if (!RESOLVERS[ref.type]) continue
    if (!byType.has(ref.type)) byType.set(ref.type, new Set())
    byType.get(ref.type)!.add(ref.id)
  }
  const names = new Map<string, EntityTarget>()
  await Promise.all(
    [...byType].map(async ([type, ids]) => {
      for (const row of await RESOLVERS[type](knex, [...ids])) {
        if (row.name && ids.has(row.id)) names.set(`${type} ${row.id}`, { name: row.name, link: row.link })
      }
    })
  )
  return names
}
