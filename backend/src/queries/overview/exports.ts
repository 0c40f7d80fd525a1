import type { MedusaContainer } from "@medusajs/framework/types"
import type { Knex } from "knex"
import { knexOf } from "../knex-of"
import type { CsvValue } from "../../domain/overview/csv"
import type { Window } from "../../domain/overview/periods"
import { orderNumber } from "../../domain/orders/order-number"
import { orderPaymentJson, type StoredOrderPayment } from "../../domain/payments/mpesa"
import { withLines, type OverviewScope } from "./lines"
import { toShillings } from "../../domain/money"

/** Rows fetched per round trip: an export holds one batch in memory, never the whole range. */
export const EXPORT_BATCH = 1000

/** All time, for a customer's whole history. */
const EVER: Window = { from: new Date("1970-01-01T00:00:00Z"), to: new Date("9999-01-01T00:00:00Z") }

/**
 * A query's rows in batches from a server-side cursor: PostgreSQL runs (and sorts) the query once and
 * hands out `batchSize` rows per FETCH, so the whole range is never in this process's memory. The
 * cursor lives in its own transaction (one pool connection for the download's length), closed when
 * the rows run out, the consumer stops early (`return()`) or a fetch fails.
 */
async function* cursorBatches<Row>(knex: Knex, query: { sql: string; bindings: Knex.RawBinding[] }, batchSize: number): AsyncGenerator<Row[]> {
  const trx = await knex.transaction()
  try {
    await trx.raw("SET TRANSACTION READ ONLY")
    await trx.raw(`DECLARE export_rows NO SCROLL CURSOR FOR ${query.sql}`, query.bindings)
    for (;;) {
      const { rows } = await trx.raw(`FETCH ${Number(batchSize)} FROM export_rows`)
      if (rows.length) yield rows as Row[]
      if (rows.length < batchSize) break
    }
    await trx.commit()
  } finally {
    if (!trx.isCompleted()) await trx.rollback()
  }
}

const nameOf = (first: string | null, last: string | null) => [first, last].filter(Boolean).join(" ")

type OrderLineRow = {
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
 */
export async function* orderExportBatches(
  knex: Knex,
  scope: OverviewScope,
  window: Window,
  timeZone: string,
  batchSize = EXPORT_BATCH
): AsyncGenerator<CsvValue[][]> {
  const query = withLines(
    scope,
    window,
    `SELECT l.display_id, to_char(l.created_at AT TIME ZONE ?, 'YYYY-MM-DD HH24:MI') AS placed,
       c.first_name, c.last_name, c.email, l.title, li.metadata->>'variant' AS variant, m.name AS merchant,
       l.quantity, l.unit_cents::text, l.vat_cents::text, l.status, o.metadata->'payment' AS payment
     FROM lines l
     JOIN "order" o ON o.id = l.order_id
     JOIN order_line_item li ON li.id = l.item_id
     LEFT JOIN customer c ON c.id = l.customer_id
     LEFT JOIN merchant m ON m.id = l.merchant_id
     ORDER BY l.created_at, l.item_id`,
    [timeZone]
  )
  for await (const rows of cursorBatches<OrderLineRow>(knex, query, batchSize)) {
    yield rows.map((row) => [
      orderNumber(Number(row.display_id)),
      row.placed,
      nameOf(row.first_name, row.last_name) || row.email || "",
      row.variant ? `${row.title} (${row.variant})` : row.title,
      row.merchant ?? "",
      Number(row.quantity),
      toShillings(row.unit_cents),
      toShillings(row.vat_cents),
      row.status,
      paymentCell(row.payment),
    ])
  }
}

type CustomerRow = {
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
  const query = withLines(
    { merchantId: null },
    EVER,
    `, spending AS (
       SELECT customer_id, COUNT(DISTINCT order_id) AS orders, SUM(sales_cents) AS spent FROM lines WHERE counted GROUP BY customer_id)
     SELECT c.first_name, c.last_name, c.email, c.phone, to_char(c.created_at AT TIME ZONE ?, 'YYYY-MM-DD') AS joined,
       COALESCE(s.orders, 0)::int AS orders, COALESCE(s.spent, 0)::text AS spent
     FROM customer c
     JOIN account a ON a.customer_id = c.id AND a.deleted_at IS NULL AND a.role = 'ROLE_MEMBER'
     LEFT JOIN spending s ON s.customer_id = c.id
     WHERE c.deleted_at IS NULL AND c.created_at >= ? AND c.created_at < ?
     ORDER BY c.created_at, c.id`,
    [timeZone, window.from.toISOString(), window.to.toISOString()]
  )
  for await (const rows of cursorBatches<CustomerRow>(knex, query, batchSize)) {
    yield rows.map((row) => [nameOf(row.first_name, row.last_name), row.email ?? "", row.phone ?? "", row.joined, Number(row.orders), toShillings(row.spent)])
  }
}

/** `orderExportBatches` over the shop's database, for the export route. */
export const exportOrders = (container: MedusaContainer, scope: OverviewScope, window: Window, timeZone: string) =>
  orderExportBatches(knexOf(container), scope, window, timeZone)

/** `customerExportBatches` over the shop's database, for the export route. */
export const exportCustomers = (container: MedusaContainer, window: Window, timeZone: string) =>
  customerExportBatches(knexOf(container), window, timeZone)
