import type { Knex } from "knex"
import { cardPeriods, type Window } from "../../domain/overview/periods"
import { LINE_STATUSES } from "../../domain/orders/line-status"
import { overLines, type OverviewScope } from "./lines"
import { toShillings } from "../../domain/money"

type Figures = { sales: number; vat: number; orders: number; averageOrder: number; newCustomers: number | null }
export type Period = Figures & { previous: Figures }

const CARDS = ["today", "last7", "last30"] as const
type Card = (typeof CARDS)[number]

const figures = (salesCents: number, vatCents: number, orders: number, newCustomers: number | null): Figures => ({
  sales: toShillings(salesCents),
  vat: toShillings(vatCents),
  orders,
  averageOrder: orders ? toShillings(salesCents / orders) : 0,
  newCustomers,
})

/** Members (shopper accounts) who joined in each window. */
async function newCustomerCounts(knex: Knex, windows: Window[]): Promise<number[]> {
  const columns = windows.map((_, i) => `COUNT(*) FILTER (WHERE c.created_at >= ? AND c.created_at < ?)::int AS w${i}`).join(", ")
  const { rows } = await knex.raw(
    `SELECT ${columns} FROM customer c
     JOIN account a ON a.customer_id = c.id AND a.deleted_at IS NULL AND a.role = 'ROLE_MEMBER'
     WHERE c.deleted_at IS NULL AND c.created_at >= ? AND c.created_at < ?`,
    [...windows.flatMap((w) => [w.from.toISOString(), w.to.toISOString()]), windows[windows.length - 1].from.toISOString(), windows[0].to.toISOString()]
  )
  return windows.map((_, i) => Number(rows[0][`w${i}`]))
}

/**
 * The cards (today, last 7 and last 30 days, each with the period before) and, for a merchant, the
 * share of its lines cancelled over the last 30 days; one pass over 60 days of lines.
 */
export async function cardFigures(knex: Knex, scope: OverviewScope, now: Date, timeZone: string) {
  const periods = cardPeriods(now, timeZone)
  const windows = CARDS.flatMap((card) => [periods[card].current, periods[card].previous])
  const span = { from: periods.last30.previous.from, to: periods.today.current.to }
  const between = "created_at >= ? AND created_at < ?"
  const columns = windows
    .map(
      (_, i) =>
        `COALESCE(SUM(sales_cents) FILTER (WHERE counted AND ${between}), 0)::text AS sales${i},
         COALESCE(SUM(vat_cents) FILTER (WHERE counted AND ${between}), 0)::text AS vat${i},
         COUNT(DISTINCT order_id) FILTER (WHERE counted AND ${between})::int AS orders${i}`
    )
    .join(",\n")
  const last30 = periods.last30.current
  const [row] = await overLines<Record<string, string | number>>(
    knex,
    scope,
    span,
    `SELECT ${columns},
       COUNT(*) FILTER (WHERE ${between})::int AS lines30,
       COUNT(*) FILTER (WHERE status = 'Cancelled' AND ${between})::int AS cancelled30
     FROM lines`,
    [
      ...windows.flatMap((w) => Array(3).fill([w.from.toISOString(), w.to.toISOString()]).flat()),
      last30.from.toISOString(),
      last30.to.toISOString(),
      last30.from.toISOString(),
      last30.to.toISOString(),
    ]
  )
  const customers = scope.merchantId ? null : await newCustomerCounts(knex, windows)
  const at = (i: number) => figures(Number(row[`sales${i}`]), Number(row[`vat${i}`]), Number(row[`orders${i}`]), customers ? customers[i] : null)
  const cards = Object.fromEntries(CARDS.map((card, c) => [card, { ...at(2 * c), previous: at(2 * c + 1) }])) as Record<Card, Period>
  const lines30 = Number(row.lines30)
  return { cards, cancellationRate: scope.merchantId ? (lines30 ? Number(row.cancelled30) / lines30 : 0) : null }
}

/** The charts over the chosen days: sales and orders per day, lines per status, sales per category, top products, merchants, payment methods. */
export async function chartFigures(knex: Knex, scope: OverviewScope, window: Window, dates: string[], timeZone: string) {
  const [daily, statuses, categories, products, merchants, methods] = await Promise.all([
    overLines<{ day: string; sales: string; orders: number }>(
      knex,
      scope,
      window,
      `SELECT to_char(created_at AT TIME ZONE ?, 'YYYY-MM-DD') AS day, SUM(sales_cents)::text AS sales, COUNT(DISTINCT order_id)::int AS orders
       FROM lines WHERE counted GROUP BY 1`,
      [timeZone]
    ),
    overLines<{ status: string; count: number }>(knex, scope, window, `SELECT status, COUNT(*)::int AS count FROM lines GROUP BY status`),
    overLines<{ category: string; sales: string }>(
      knex,
      scope,
      window,
      `SELECT COALESCE(c.name, 'Uncategorised') AS category, SUM(l.sales_cents)::text AS sales
       FROM lines l
       LEFT JOIN LATERAL (
         SELECT pc.name FROM product_category_product pcp
         JOIN product_category pc ON pc.id = pcp.product_category_id AND pc.deleted_at IS NULL
         WHERE pcp.product_id = l.product_id ORDER BY pc.rank, pc.name LIMIT 1) c ON true
       WHERE l.counted GROUP BY 1 ORDER BY SUM(l.sales_cents) DESC, 1`
    ),
    overLines<{ product_id: string; name: string; quantity: number; sales: string }>(
      knex,
      scope,
      window,
      `SELECT l.product_id, COALESCE(MAX(p.title), MAX(l.title)) AS name, SUM(l.quantity)::int AS quantity, SUM(l.sales_cents)::text AS sales
       FROM lines l LEFT JOIN product p ON p.id = l.product_id
       WHERE l.counted AND l.product_id IS NOT NULL
       GROUP BY l.product_id ORDER BY SUM(l.sales_cents) DESC, 2, 1 LIMIT 10`
    ),
    scope.merchantId
      ? Promise.resolve([])
      : overLines<{ merchant_id: string; brand: string; sales: string }>(
          knex,
          scope,
          window,
          `SELECT merchant_id, string_agg(DISTINCT brand_name, ', ') AS brand, SUM(sales_cents)::text AS sales
           FROM lines WHERE counted AND merchant_id IS NOT NULL
           GROUP BY merchant_id ORDER BY SUM(sales_cents) DESC, 2, 1 LIMIT 5`
        ),
    overLines<{ method: string; orders: number; sales: string }>(
      knex,
      scope,
      window,
      `SELECT method, COUNT(DISTINCT order_id)::int AS orders, SUM(sales_cents)::text AS sales FROM lines WHERE counted GROUP BY method`
    ),
  ])
  const byDay = new Map(daily.map((row) => [row.day, row]))
  const byStatus = new Map(statuses.map((row) => [row.status, row.count]))
  const byMethod = new Map(methods.map((row) => [row.method, row]))
  return {
    daily: dates.map((date) => ({ date, sales: toShillings(byDay.get(date)?.sales), orders: byDay.get(date)?.orders ?? 0 })),
    ordersByStatus: LINE_STATUSES.map((status) => ({ status, count: byStatus.get(status) ?? 0 })),
    salesByCategory: categories.map((row) => ({ category: row.category, sales: toShillings(row.sales) })),
    topProducts: products.map((row) => ({ productId: row.product_id, name: row.name, quantity: row.quantity, sales: toShillings(row.sales) })),
    topMerchants: merchants.map((row) => ({ merchantId: row.merchant_id, brand: row.brand, sales: toShillings(row.sales) })),
    paymentMethods: (["mpesa", "cod"] as const).map((method) => ({
      method,
      orders: byMethod.get(method)?.orders ?? 0,
      sales: toShillings(byMethod.get(method)?.sales),
    })),
  }
}
