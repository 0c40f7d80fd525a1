import type { Knex } from "knex"
import { PRICES_INCLUDE_VAT, VAT_RATE_PERCENT } from "../../config/vat"
import type { Window } from "../../domain/overview/periods"

/** Whose figures: the whole shop, or one merchant's brands (as they are now, like the merchant's order list). */
export type OverviewScope = { merchantId: string | null }

/**
 * The order lines the overview and the orders export read, one row per line of each order's
 * current version, placed in [from, to) and within the scope:
 *  - gross_cents: price × quantity; vat_cents: its VAT (taxable lines, rounded to the cent per line,
 *    as the order's totals do); sales_cents: VAT included (what the buyer pays for the line; the
 *    order's delivery fee is not a line);
 *  - counted: a sale — not cancelled, and delivered or on an order paid by M-Pesa.
 */
export function linesCte(scope: OverviewScope, window: Window): { sql: string; bindings: Knex.RawBinding[] } {
  const divisor = PRICES_INCLUDE_VAT ? 100 + VAT_RATE_PERCENT : 100
  const vat = `CASE WHEN li.metadata->>'taxable' = 'true' THEN (round(li.unit_price * oi.quantity * ${Number(VAT_RATE_PERCENT)} / ${divisor}, 2) * 100)::bigint ELSE 0 END`
  const gross = `round(li.unit_price * oi.quantity * 100)::bigint`
  return {
    sql: `lines AS (
      SELECT o.id AS order_id, o.display_id, o.created_at, o.customer_id, li.id AS item_id, li.product_id, li.title,
        b.id AS brand_id, b.name AS brand_name, b.merchant_id,
        oi.quantity::int AS quantity, round(li.unit_price * 100)::bigint AS unit_cents,
        COALESCE(ol.status, 'Not processed') AS status,
        CASE WHEN o.metadata->'payment'->>'method' = 'mpesa' THEN 'mpesa' ELSE 'cod' END AS method,
        o.metadata->'payment'->>'state' AS payment_state,
        ${gross} AS gross_cents,
        ${vat} AS vat_cents,
        ${PRICES_INCLUDE_VAT ? gross : `${gross} + ${vat}`} AS sales_cents,
        (COALESCE(ol.status, 'Not processed') <> 'Cancelled' AND (COALESCE(ol.status, 'Not processed') = 'Delivered'
          OR COALESCE(o.metadata->'payment'->>'method' = 'mpesa' AND o.metadata->'payment'->>'state' = 'Paid', false))) AS counted
      FROM "order" o
      JOIN order_item oi ON oi.order_id = o.id AND oi.version = o.version AND oi.deleted_at IS NULL
      JOIN order_line_item li ON li.id = oi.item_id AND li.deleted_at IS NULL
      LEFT JOIN order_line ol ON ol.line_item_id = li.id AND ol.deleted_at IS NULL
      LEFT JOIN brand b ON b.id = li.metadata->>'brand_id'
      WHERE o.deleted_at IS NULL AND o.created_at >= ? AND o.created_at < ?
        ${scope.merchantId ? "AND b.merchant_id = ?" : ""}
    )`,
    bindings: [window.from.toISOString(), window.to.toISOString(), ...(scope.merchantId ? [scope.merchantId] : [])],
  }
}

/** `WITH lines AS (…) <body>` with its bindings. */
export function withLines(scope: OverviewScope, window: Window, body: string, bindings: Knex.RawBinding[] = []) {
  const cte = linesCte(scope, window)
  return { sql: `WITH ${cte.sql} ${body}`, bindings: [...cte.bindings, ...bindings] }
}

/** Runs `WITH lines AS (…) <body>` and returns its rows. */
export async function overLines<Row>(knex: Knex, scope: OverviewScope, window: Window, body: string, bindings: Knex.RawBinding[] = []): Promise<Row[]> {
  const query = withLines(scope, window, body, bindings)
  const { rows } = await knex.raw(query.sql, query.bindings)
  return rows as Row[]
}
