import type { MedusaContainer } from "@medusajs/framework/types"
import { knexOf } from "../knex-of"
import { SHOP_ACCOUNTS } from "../../domain/ledger/accounts"
import { refundPart } from "../../domain/ledger/refunds"
import { orderNumber } from "../../domain/orders/order-number"
import { parseStkCallback } from "../../modules/mpesa"
import { toShillings } from "../../domain/money"
import { maskPhone } from "../payouts/refunds"

type Row = {
  id: string
  order_id: string | null
  display_id: number | null
  phone: string
  amount: number
  state: string
  result_desc: string | null
  flag_reason: string | null
  receipt: string | null
  settled_at: Date | null
  created_at: Date
  body: string | null
  callback_at: Date | null
  owed_cents: string
  refund_on_way: boolean
  refund_started: boolean
}

/** What Daraja's raw callback said: its ResultDesc and the amount and phone it reports (null when absent or not a callback). */
function fromCallback(body: string | null) {
  let json: unknown
  try {
    json = body ? JSON.parse(body) : null
  } catch {
    json = null
  }
  const parsed = parseStkCallback(json)
  return { resultDesc: parsed?.resultDesc ?? null, amount: parsed?.amount ?? null, phone: parsed?.phone ?? null }
}

/**
 * Admins: M-Pesa payments that need a person: Mismatch (a success callback that is not ours in every
 * field, or that Daraja did not confirm: never paid), Refund due (paid, but its cart could not take
 * the order: ordered another way, stock gone) and any payment the shop flagged (a success that came
 * after it was marked Failed or Expired), newest first;
 * each with its order, the phone asked (masked), the amount expected vs received, when, and the
 * ResultDesc of the payment's last callback as Daraja posted it; what it owes its buyer and
 * whether "Refund" (POST /api/payouts/refunds) can send it now (owed, no refund on its way), and
 * whether "Place the order anyway" (POST /api/payouts/payments/:id/place) may be tried (flagged
 * Refund due with no order and no refund ever started; the cart and amount are checked when asked).
 */
export async function listFlaggedPayments(container: MedusaContainer, limit = 200) {
  const knex = knexOf(container)
  const { rows } = await knex.raw(
    `SELECT p.id, p.order_id, o.display_id, p.phone, p.amount, p.state, p.result_desc, p.flag_reason, p.receipt, p.settled_at, p.created_at,
       cb.body, cb.created_at AS callback_at, owed.cents AS owed_cents,
       EXISTS (SELECT 1 FROM buyer_refund r WHERE r.payment_id = p.id AND r.state = 'Processing' AND r.deleted_at IS NULL) AS refund_on_way,
       EXISTS (SELECT 1 FROM buyer_refund r WHERE r.payment_id = p.id AND r.deleted_at IS NULL) AS refund_started
     FROM mpesa_payment p
     LEFT JOIN "order" o ON o.id = p.order_id
     LEFT JOIN LATERAL (SELECT c.body, c.created_at FROM mpesa_callback c WHERE c.payment_id = p.id AND c.checkout_request_id IS NOT NULL AND c.deleted_at IS NULL
                        ORDER BY c.created_at DESC LIMIT 1) cb ON true
     LEFT JOIN LATERAL (SELECT COALESCE(SUM(e.amount), 0)::text AS cents FROM ledger_entry e JOIN ledger_transaction t ON t.id = e.transaction_id
                        WHERE e.account_id = ? AND (t.payment_id = p.id OR (p.order_id IS NOT NULL AND t.order_id = p.order_id))) owed ON true
     WHERE p.deleted_at IS NULL AND (p.state IN ('Mismatch', 'RefundDue') OR p.flag_reason IS NOT NULL)
     ORDER BY COALESCE(p.flagged_at, p.settled_at, p.created_at) DESC, p.id
     LIMIT ${Number(limit)}`,
    [SHOP_ACCOUNTS.refunds]
  )
  return {
    payments: (rows as Row[]).map((row) => {
      const callback = fromCallback(row.body)
      const owed = Number(row.owed_cents)
      return {
        _id: row.id,
        orderId: row.order_id,
        orderNumber: row.display_id ? orderNumber(Number(row.display_id)) : null,
        state: row.state === "RefundDue" ? "Refund due" : row.state,
        phone: maskPhone(row.phone),
        receivedPhone: maskPhone(callback.phone),
        expected: Number(row.amount),
        received: callback.amount,
        receipt: row.receipt,
        resultDesc: callback.resultDesc ?? row.result_desc,
        reason: row.flag_reason ?? row.result_desc,
        at: row.callback_at ?? row.settled_at ?? row.created_at,
        /** What the payment owes its buyer now (the ledger's refunds account), and whether "Refund" can send it. */
        owed: toShillings(Math.max(0, owed)),
        refundable: !row.refund_on_way && refundPart(owed) > 0,
        placeable: row.state === "RefundDue" && !row.order_id && !!row.flag_reason && !row.refund_started,
      }
    }),
  }
}
