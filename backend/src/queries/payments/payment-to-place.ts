import type { Knex } from "knex"
import type { DeliveryRequest } from "../../domain/delivery/choose-delivery"

/** A flagged payment as "Place the order anyway" checks it: its row, and how many refunds were ever started for it. */
export type PaymentToPlace = {
  id: string
  cart_id: string
  customer_id: string
  order_id: string | null
  state: string
  amount: number
  cart_total: number
  flag_reason: string | null
  flagged_at: Date | null
  delivery: DeliveryRequest | null
  refunds: number
}

/** The payment (not deleted), its row locked FOR UPDATE inside the caller's transaction `trx`; null when there is none. */
export async function lockPaymentToPlace(trx: Knex.Transaction, paymentId: string): Promise<PaymentToPlace | null> {
  const { rows } = await trx.raw(
    `SELECT p.id, p.cart_id, p.customer_id, p.order_id, p.state, p.amount, p.cart_total, p.flag_reason, p.flagged_at, p.delivery,
       (SELECT COUNT(*) FROM buyer_refund r WHERE r.payment_id = p.id AND r.deleted_at IS NULL)::int AS refunds
     FROM mpesa_payment p WHERE p.id = ? AND p.deleted_at IS NULL FOR UPDATE OF p`,
    [paymentId]
  )
  return (rows[0] as PaymentToPlace | undefined) ?? null
}
