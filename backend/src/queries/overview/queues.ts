import type { Knex } from "knex"
import type { MedusaContainer } from "@medusajs/framework/types"
import type { Window } from "../../domain/overview/periods"
import { workQueues } from "../dashboard/work-queues"
import type { OverviewScope } from "./lines"

/** A product is low on stock under this many units (out of stock included). */
export const LOW_STOCK_BELOW = 5
/** A line still Not processed this long after its order was placed needs a look. */
export const STALE_LINE_HOURS = 48
const LIST_MAX = 20

export type Queue = { key: string; label: string; count: number; href: string }

const ORDERS_HREF = "/dashboard/orders/customers"

/** Lines of orders in the scope with their status (a line without a record is Not processed). */
const scopedLines = (merchantId: string | null) => `
  FROM "order" o
  JOIN order_item oi ON oi.order_id = o.id AND oi.version = o.version AND oi.deleted_at IS NULL
  JOIN order_line_item li ON li.id = oi.item_id AND li.deleted_at IS NULL
  LEFT JOIN order_line ol ON ol.line_item_id = li.id AND ol.deleted_at IS NULL
  ${merchantId ? "JOIN brand b ON b.id = li.metadata->>'brand_id' AND b.merchant_id = ?" : ""}
  WHERE o.deleted_at IS NULL`

/** Published products (a merchant's: of its brands) with their stock: units on hand not reserved, over their variants. */
const productStock = (merchantId: string | null) => `
  FROM product p
  ${
    merchantId
      ? `JOIN product_product_brand_brand pb ON pb.product_id = p.id AND pb.deleted_at IS NULL
         JOIN brand b ON b.id = pb.brand_id AND b.deleted_at IS NULL AND b.merchant_id = ?`
      : ""
  }
  JOIN LATERAL (
    SELECT (CASE WHEN COUNT(il.id) > 0 THEN GREATEST(SUM(il.stocked_quantity - il.reserved_quantity), 0) END)::int AS stock
    FROM product_variant v
    JOIN product_variant_inventory_item vii ON vii.variant_id = v.id AND vii.deleted_at IS NULL
    JOIN inventory_level il ON il.inventory_item_id = vii.inventory_item_id AND il.deleted_at IS NULL
    WHERE v.product_id = p.id AND v.deleted_at IS NULL
  ) s ON s.stock IS NOT NULL
  WHERE p.deleted_at IS NULL AND p.status = 'published' AND s.stock < ${LOW_STOCK_BELOW}`

const ids = (merchantId: string | null) => (merchantId ? [merchantId] : [])

/** Products under LOW_STOCK_BELOW units, lowest first (at most 20), and how many there are. */
export async function lowStock(knex: Knex, scope: OverviewScope) {
  const [{ rows: list }, { rows: count }] = await Promise.all([
    knex.raw(`SELECT p.id, p.title, s.stock ${productStock(scope.merchantId)} ORDER BY s.stock, p.title, p.id LIMIT ${LIST_MAX}`, ids(scope.merchantId)),
    knex.raw(`SELECT COUNT(*)::int AS count ${productStock(scope.merchantId)}`, ids(scope.merchantId)),
  ])
  return {
    count: Number(count[0].count),
    list: (list as { id: string; title: string; stock: number }[]).map((row) => ({ productId: row.id, name: row.title, stock: Number(row.stock) })),
  }
}

/** A merchant's lines to ship (Not processed or Processing), oldest order first (at most 20), and how many there are. */
export async function linesToShip(knex: Knex, merchantId: string) {
  const open = `AND COALESCE(ol.status, 'Not processed') IN ('Not processed', 'Processing')`
  const [{ rows: list }, { rows: count }] = await Promise.all([
    knex.raw(
      `SELECT o.id AS order_id, li.id AS item_id, li.title, oi.quantity::int AS quantity, COALESCE(ol.status, 'Not processed') AS status, o.created_at
       ${scopedLines(merchantId)} ${open} ORDER BY o.created_at, li.id LIMIT ${LIST_MAX}`,
      [merchantId]
    ),
    knex.raw(`SELECT COUNT(*)::int AS count ${scopedLines(merchantId)} ${open}`, [merchantId]),
  ])
  type Row = { order_id: string; item_id: string; title: string; quantity: number; status: string; created_at: Date }
  return {
    count: Number(count[0].count),
    list: (list as Row[]).map((row) => ({
      orderId: row.order_id,
      itemId: row.item_id,
      product: row.title,
      quantity: Number(row.quantity),
      status: row.status,
      placedAt: new Date(row.created_at).toISOString(),
    })),
  }
}

/** The admin's queues: applications and reviews waiting, stale lines, low stock, failed payments and payouts of the period. */
export async function adminQueues(container: MedusaContainer, knex: Knex, window: Window, stock: { count: number }, now: Date): Promise<Queue[]> {
  const staleBefore = new Date(now.getTime() - STALE_LINE_HOURS * 3_600_000).toISOString()
  const [waiting, { rows: stale }, { rows: payments }, { rows: payouts }] = await Promise.all([
    workQueues(container),
    knex.raw(`SELECT COUNT(*)::int AS count ${scopedLines(null)} AND COALESCE(ol.status, 'Not processed') = 'Not processed' AND o.created_at < ?`, [staleBefore]),
    knex.raw(
      `SELECT COUNT(*)::int AS count FROM mpesa_payment
       WHERE deleted_at IS NULL AND state IN ('Failed', 'Mismatch') AND created_at >= ? AND created_at < ?`,
      [window.from.toISOString(), window.to.toISOString()]
    ),
    knex.raw(`SELECT COUNT(*)::int AS count FROM payout WHERE deleted_at IS NULL AND state = 'Failed' AND created_at >= ? AND created_at < ?`, [
      window.from.toISOString(),
      window.to.toISOString(),
    ]),
  ])
  return [
    { key: "merchants", label: "Merchants waiting approval", count: waiting.merchants, href: "/dashboard/merchant" },
    { key: "reviews", label: "Reviews waiting moderation", count: waiting.reviews, href: "/dashboard/review" },
    {
      key: "staleLines",
      label: `Lines not processed for over ${STALE_LINE_HOURS} hours`,
      count: Number(stale[0].count),
      href: `${ORDERS_HREF}?status=${encodeURIComponent("Not processed")}`,
    },
    { key: "lowStock", label: `Products out of stock or under ${LOW_STOCK_BELOW} units`, count: stock.count, href: "/dashboard/product" },
    { key: "failedPayments", label: "Failed M-Pesa payments", count: Number(payments[0].count), href: ORDERS_HREF },
    { key: "failedPayouts", label: "Failed payouts", count: Number(payouts[0].count), href: "/dashboard/payouts" },
  ]
}

/** A merchant's queues: lines to ship and low-stock products. */
export function merchantQueues(toShip: { count: number }, stock: { count: number }): Queue[] {
  return [
    { key: "linesToShip", label: "Lines to ship", count: toShip.count, href: ORDERS_HREF },
    { key: "lowStock", label: `Products out of stock or under ${LOW_STOCK_BELOW} units`, count: stock.count, href: "/dashboard/product" },
  ]
}

/** A merchant's rating: the average and count of approved reviews of its brands' products, and the 5 latest. */
export async function merchantRating(knex: Knex, merchantId: string) {
  const from = `FROM review r
    JOIN product_product_brand_brand pb ON pb.product_id = r.product_id AND pb.deleted_at IS NULL
    JOIN brand b ON b.id = pb.brand_id AND b.deleted_at IS NULL AND b.merchant_id = ?
    LEFT JOIN product p ON p.id = r.product_id
    WHERE r.deleted_at IS NULL AND r.status = 'Approved'`
  const [{ rows: totals }, { rows: latest }] = await Promise.all([
    knex.raw(`SELECT AVG(r.rating)::float AS average, COUNT(*)::int AS count ${from}`, [merchantId]),
    knex.raw(`SELECT p.title, r.rating, r.review, r.created_at ${from} ORDER BY r.created_at DESC, r.id DESC LIMIT 5`, [merchantId]),
  ])
  const average = totals[0].average === null ? null : Math.round(Number(totals[0].average) * 100) / 100
  return {
    average,
    count: Number(totals[0].count),
    latest: (latest as { title: string | null; rating: number; review: string; created_at: Date }[]).map((row) => ({
      product: row.title ?? "",
      rating: Number(row.rating),
      text: row.review,
      createdAt: new Date(row.created_at).toISOString(),
    })),
  }
}
