import type { B2cRequestColumns } from "../../domain/ledger/b2c-settlement"
import type { RefundState } from "../../domain/ledger/refunds"

export type RefundRow = {
  id: string
  payment_id: string
  order_id: string | null
  customer_id: string | null
  amount_cents: string | number
  phone: string
  state: RefundState
} & B2cRequestColumns

/** The refund's subject: one M-Pesa payment, and its order when one was placed. */
export type RefundSubject = {
  paymentId: string
  orderId: string | null
  customerId: string | null
  /** The paying phone, as Daraja wants it (2547… / 2541…). */
  phone: string
  /** The whole payment, in cents. */
  paymentCents: number
  /** Paid but no order (RefundDue): the whole payment is owed. */
  orphan: boolean
  /** Every line of the order is cancelled: the rest held for the buyer (rounding, delivery fee) is owed too. */
  allCancelled: boolean
}

/** A new refund row, Processing until its result. */
export type NewRefund = { id: string; subject: RefundSubject; amountCents: number; requestedBy: string | null }
