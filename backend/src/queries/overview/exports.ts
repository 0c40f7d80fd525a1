import type { Knex } from "knex"
import type { CsvValue } from "../../domain/overview/csv"
import type { Window } from "../../domain/overview/periods"
import { orderNumber } from "../../domain/orders/order-number"
import { orderPaymentJson, type StoredOrderPayment } from "../../domain/payments/mpesa"
import { kes, overLines, type OverviewScope } from "./lines"

/** Rows read per round trip: an export holds one batch in memory, never the whole range. */
export const EXPORT_BATCH = 1000

/** All time, for a customer's whole history. */
const EVER: Window = { from: new Date("1970-01-01T00:00:00Z"), to: new Date("9999-01-01T00:00:00Z") }

const nameOf = (first: string | null, last: string | null) => [first, last].filter(Boolean).join(" ")

type OrderLineRow = {
  cursor_at: string
  item_id: string
  display_id: number
  placed: string
  first_name: string | null
  last_name: string | null
  email: string | null
  title: string
  variant: string | null
  merchant: string | null
  quantity: number
  unit_cents: string
  vat_cents: string
  status: string
  payment: StoredOrderPayment | null
}

const paymentCell = (payment: StoredOrderPayment | null) => {
  const json = orderPaymentJson(payment)
  return json.method === "mpesa" ? `M-Pesa ${json.state}` : json.state
}

/**
 * The order lines placed in the window (a merchant: its own), oldest first, as CSV values:
 * order, date (shop time), customer, product, merchant, quantity, price, vat, status, payment.
 * Read in keyset pages of EXPORT_BATCH on (created_at, line id).
 */
export async function* orderExportBatches(
  knex: Knex,
  scope: OverviewScope,
  window: Window,
  timeZone: string,
  batchSize = EXPORT_BATCH
): AsyncGenerator<CsvValue[][]> {
  let after: { at: string; id: string } | null = null
  for (;;) {
    const rows: OrderLineRow[] = await overLines<OrderLineRow>(
      knex,
      scope,
      window,
      `SELECT l.created_at::text AS cursor_at, l.item_id, l.display_id,
         to_char(l.created_at AT TIME ZONE ?, 'YYYY-MM-DD HH24:MI') AS placed,
         c.first_name, c.last_name, c.email, l.title, li.metadata->>'variant' AS variant, m.name AS merchant,
         l.quantity, l.unit_cents::text, l.vat_cents::text, l.status, o.metadata->'payment' AS payment
       FROM lines l
       JOIN "order" o ON o.id = l.order_id
       JOIN order_line_item li ON li.id = l.item_id
       LEFT JOIN customer c ON c.id = l.customer_id
       LEFT JOIN merchant m ON m.id = l.merchant_id
       ${after ? "WHERE (l.created_at, l.item_id) > (?::timestamptz, ?)" : ""}
       ORDER BY l.created_at, l.item_id LIMIT ${Number(batchSize)}`,
      [timeZone, ...(after ? [after.at, after.id] : [])]
    )
    if (!rows.length) return
    yield rows.map((row) => [
      orderNumber(Number(row.display_id)),
      row.placed,
      nameOf(row.first_name, row.last_name) || row.email || "",
      row.variant ? `${row.title} (${row.variant})` : row.title,
      row.merchant ?? "",
      Number(row.quantity),
      kes(row.unit_cents),
      kes(row.vat_cents),
      row.status,
      paymentCell(row.payment),
    ])
    if (rows.length < batchSize) return
    const last = rows[rows.length - 1]
    after = { at: last.cursor_at, id: last.item_id }
  }
}

type CustomerRow = {
  cursor_at: string
  id: string
  first_name: string | null
  last_name: string | null
  email: string | null
  phone: string | null
  joined: string
  orders: number
  spent: string
}

/**
 * Members who joined in the window, oldest first, as CSV values: customer, email, phone, joined
 * (shop date), orders and spent over their whole history (orders with a sale, and those sales:
 * paid or delivered lines, VAT included, as the overview counts them).
 */
export async function* customerExportBatches(knex: Knex, window: Window, timeZone: string, batchSize = EXPORT_BATCH): AsyncGenerator<CsvValue[][]> {
  let after: { at: string; id: string } | null = null
  for (;;) {
    const rows: CustomerRow[] = await overLines<CustomerRow>(
      knex,
      { merchantId: null },
      EVER,
      `, page AS (
         SELECT c.id, c.first_name, c.last_name, c.email, c.phone, c.created_at, c.created_at::text AS cursor_at
         FROM customer c
         JOIN account a ON a.customer_id = c.id AND a.deleted_at IS NULL AND a.role = 'ROLE_MEMBER'
         WHERE c.deleted_at IS NULL AND c.created_at >= ? AND c.created_at < ?
           ${after ? "AND (c.created_at, c.id) > (?::timestamptz, ?)" : ""}
         ORDER BY c.created_at, c.id LIMIT ${Number(batchSize)})
       SELECT page.cursor_at, page.id, page.first_name, page.last_name, page.email, page.phone,
         to_char(page.created_at AT TIME ZONE ?, 'YYYY-MM-DD') AS joined,
         COALESCE(agg.orders, 0)::int AS orders, COALESCE(agg.spent, 0)::text AS spent
       FROM page
       LEFT JOIN LATERAL (
         SELECT COUNT(DISTINCT l.order_id) AS orders, SUM(l.sales_cents) AS spent FROM lines l WHERE l.customer_id = page.id AND l.counted
       ) agg ON true
       ORDER BY page.created_at, page.id`,
      [window.from.toISOString(), window.to.toISOString(), ...(after ? [after.at, after.id] : []), timeZone]
    )
    if (!rows.length) return
    yield rows.map((row) => [nameOf(row.first_name, row.last_name), row.email ?? "", row.phone ?? "", row.joined, Number(row.orders), kes(row.spent)])
    if (rows.length < batchSize) return
    const last = rows[rows.length - 1]
    after = { at: last.cursor_at, id: last.id }
  }
}
