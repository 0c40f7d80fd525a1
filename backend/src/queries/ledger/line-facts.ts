import type { MedusaContainer } from "@medusajs/framework/types"
import type { CommissionRule, LineFigures, RuleScope } from "../../domain/ledger/commission"
import type { LineLedgerState } from "../../domain/ledger/posting"
import { toCents } from "../../domain/money"
import type { CashCollector } from "../../domain/orders/cash-collection"
import { knexOf } from "../knex-of"

/** An order line as commission needs it: its price, VAT flag, seller and product categories. */
export type LineToFreeze = {
  lineItemId: string
  orderId: string
  unitPrice: number
  quantity: number
  taxable: boolean
  merchantId: string | null
  categoryIds: string[]
}

/**
 * The lines of these orders (or, without orders, of every order) that have a status record but no
 * frozen commission yet; each with its quantity in the order's latest version and its brand's
 * merchant as it is now (the moment of freezing). Without orders: lines recorded over 2 minutes ago.
 */
export async function loadLinesToFreeze(container: MedusaContainer, orderIds: string[] | null, limit = 500): Promise<LineToFreeze[]> {
  const knex = knexOf(container)
  const { rows } = await knex.raw(
    `SELECT DISTINCT ON (oi.item_id) oi.item_id, oi.order_id, li.unit_price::text AS unit_price, oi.quantity::text AS quantity,
       li.metadata->>'taxable' = 'true' AS taxable, b.merchant_id,
       ARRAY(SELECT pcp.product_category_id FROM product_category_product pcp WHERE pcp.product_id = li.product_id) AS category_ids
     FROM order_item oi
     JOIN order_line ol ON ol.line_item_id = oi.item_id AND ol.deleted_at IS NULL
     JOIN order_line_item li ON li.id = oi.item_id
     LEFT JOIN brand b ON b.id = li.metadata->>'brand_id'
     WHERE oi.deleted_at IS NULL
       -- Without named orders (the reconciliation job): only lines older than a checkout, so a job
       -- never races the placement that freezes them.
       ${orderIds ? "AND oi.order_id = ANY(?)" : "AND ol.created_at < now() - interval '2 minutes'"}
       AND NOT EXISTS (SELECT 1 FROM line_commission lc WHERE lc.line_item_id = oi.item_id)
     ORDER BY oi.item_id, oi.version DESC
     LIMIT ${Number(limit)}`,
    orderIds ? [orderIds] : []
  )
  return (rows as Record<string, unknown>[]).map((row) => ({
    lineItemId: String(row.item_id),
    orderId: String(row.order_id),
    unitPrice: Number(row.unit_price),
    quantity: Number(row.quantity),
    taxable: row.taxable === true,
    merchantId: (row.merchant_id as string | null) ?? null,
    categoryIds: (row.category_ids as string[] | null) ?? [],
  }))
}

export async function loadCommissionRules(container: MedusaContainer): Promise<CommissionRule[]> {
  const knex = knexOf(container)
  const rows: { scope: RuleScope; target_id: string; rate_bp: number }[] = await knex("commission_rule")
    .select("scope", "target_id", "rate_bp")
    .whereNull("deleted_at")
  return rows.map((row) => ({ scope: row.scope, targetId: row.target_id, rateBp: Number(row.rate_bp) }))
}

type StateRow = {
  line_item_id: string
  order_id: string
  status: string
  merchant_id: string | null
  prepaid: boolean
  paid_cents: string
  vat_cents: string
  net_cents: string
  rate_bp: number
  commission_cents: string
  commission_vat_cents: string
  seller_share_cents: string
  delivery_fee_cents?: string
  collector?: CashCollector
}

export const figuresOf = (row: Omit<StateRow, "line_item_id" | "order_id" | "status" | "merchant_id" | "prepaid" | "delivery_fee_cents" | "collector">): LineFigures => ({
  paidCents: Number(row.paid_cents),
  vatCents: Number(row.vat_cents),
  netCents: Number(row.net_cents),
  rateBp: Number(row.rate_bp),
  commissionCents: Number(row.commission_cents),
  commissionVatCents: Number(row.commission_vat_cents),
  sellerShareCents: Number(row.seller_share_cents),
})

/** Lines as the ledger follows them: status, frozen figures, seller, whether the order was paid by M-Pesa, and who collects its cash. */
export async function loadLineLedgerStates(container: MedusaContainer, lineItemIds: string[]): Promise<(LineLedgerState & { orderId: string })[]> {
  const knex = knexOf(container)
  if (!lineItemIds.length) return []
  const { rows } = await knex.raw(
    `SELECT lc.line_item_id, lc.order_id, ol.status, lc.merchant_id,
       COALESCE(o.metadata->'payment'->>'method' = 'mpesa' AND o.metadata->'payment'->>'state' = 'Paid', false) AS prepaid,
       COALESCE(NULLIF(o.metadata->'delivery'->>'feeCents', '')::bigint, 0)::text AS delivery_fee_cents,
       lc.paid_cents, lc.vat_cents, lc.net_cents, lc.rate_bp, lc.commission_cents, lc.commission_vat_cents, lc.seller_share_cents,
       COALESCE(oc.collector, 'shop') AS collector
     FROM line_commission lc
     JOIN order_line ol ON ol.line_item_id = lc.line_item_id AND ol.deleted_at IS NULL
     JOIN "order" o ON o.id = lc.order_id
     LEFT JOIN order_cash oc ON oc.order_id = lc.order_id AND oc.deleted_at IS NULL
     WHERE lc.line_item_id = ANY(?)`,
    [lineItemIds]
  )
  return (rows as StateRow[]).map((row) => ({
    lineItemId: row.line_item_id,
    orderId: row.order_id,
    status: row.status,
    merchantId: row.merchant_id,
    prepaid: row.prepaid === true,
    figures: figuresOf(row),
    deliveryFeeCents: Number(row.delivery_fee_cents ?? 0),
    collector: row.collector === "seller" ? "seller" : "shop",
  }))
}

/**
 * Lines whose ledger is behind their status (what the reconciliation job posts): delivered without
 * a sale (paid at the door to the shop's rider: only once the cash is confirmed); cancelled with a sale not reversed, or prepaid with no refund due; a sale not reversed
 * nor released whose hold has passed at `now`.
 */
export async function findLinesBehind(container: MedusaContainer, now: Date, holdDays: number, limit = 500): Promise<string[]> {
  const knex = knexOf(container)
  const { rows } = await knex.raw(
    `SELECT lc.line_item_id FROM line_commission lc
     JOIN order_line ol ON ol.line_item_id = lc.line_item_id AND ol.deleted_at IS NULL
     JOIN "order" o ON o.id = lc.order_id
     LEFT JOIN ledger_transaction sale ON sale.key = 'line-delivered:' || lc.line_item_id
     LEFT JOIN ledger_transaction released ON released.key = 'line-released:' || lc.line_item_id
     LEFT JOIN ledger_transaction reversed ON reversed.key = 'line-reversed:' || lc.line_item_id
     LEFT JOIN ledger_transaction refund ON refund.key = 'line-refund-due:' || lc.line_item_id
     LEFT JOIN ledger_transaction cash ON cash.key = 'cash-collected:' || lc.line_item_id
     LEFT JOIN order_cash oc ON oc.order_id = lc.order_id AND oc.deleted_at IS NULL
     WHERE (ol.status = 'Delivered' AND sale.id IS NULL
            AND (cash.id IS NOT NULL OR oc.collector = 'seller'
                 OR (o.metadata->'payment'->>'method' = 'mpesa' AND o.metadata->'payment'->>'state' = 'Paid')))
        OR (ol.status = 'Cancelled' AND sale.id IS NOT NULL AND reversed.id IS NULL)
        OR (ol.status = 'Cancelled' AND sale.id IS NULL AND refund.id IS NULL
            AND o.metadata->'payment'->>'method' = 'mpesa' AND o.metadata->'payment'->>'state' = 'Paid')
        OR (ol.status <> 'Cancelled' AND sale.id IS NOT NULL AND released.id IS NULL AND reversed.id IS NULL
            AND lc.merchant_id IS NOT NULL AND lc.seller_share_cents <> 0 AND sale.kind <> 'sale_collected_by_seller'
            AND sale.created_at <= ?::timestamptz - make_interval(days => ?))
     ORDER BY lc.line_item_id
     LIMIT ${Number(limit)}`,
    [now.toISOString(), holdDays]
  )
  return (rows as { line_item_id: string }[]).map((row) => row.line_item_id)
}

export type OrderPaymentFact = { orderId: string; paymentId: string; amountCents: number; deliveryFeeCents: number }

/** M-Pesa payments of orders (the order's metadata.payment, state Paid), optionally only those not yet posted. */
export async function loadMpesaPayments(container: MedusaContainer, orderIds: string[] | null, onlyUnposted: boolean, limit = 500): Promise<OrderPaymentFact[]> {
  const knex = knexOf(container)
  const { rows } = await knex.raw(
    `SELECT o.id, o.metadata->'payment'->>'paymentId' AS payment_id, o.metadata->'payment'->>'amount' AS amount,
       COALESCE(NULLIF(o.metadata->'delivery'->>'feeCents', '')::bigint, 0)::text AS delivery_fee_cents
     FROM "order" o
     WHERE o.metadata->'payment'->>'method' = 'mpesa' AND o.metadata->'payment'->>'state' = 'Paid'
       AND o.metadata->'payment'->>'paymentId' IS NOT NULL
       ${orderIds ? "AND o.id = ANY(?)" : ""}
       ${onlyUnposted ? "AND NOT EXISTS (SELECT 1 FROM ledger_transaction t WHERE t.key = 'mpesa-paid:' || (o.metadata->'payment'->>'paymentId'))" : ""}
     ORDER BY o.id LIMIT ${Number(limit)}`,
    orderIds ? [orderIds] : []
  )
  return (rows as { id: string; payment_id: string; amount: string; delivery_fee_cents: string }[]).map((row) => ({
    orderId: row.id,
    paymentId: row.payment_id,
    amountCents: toCents(Number(row.amount)),
    deliveryFeeCents: Number(row.delivery_fee_cents),
  }))
}

/** The line items of an order (for an event that names the order). */
export async function lineItemsOfOrder(container: MedusaContainer, orderId: string): Promise<string[]> {
  const knex = knexOf(container)
  const rows: { line_item_id: string }[] = await knex("order_line").select("line_item_id").where({ order_id: orderId }).whereNull("deleted_at")
  return rows.map((row) => row.line_item_id)
}
