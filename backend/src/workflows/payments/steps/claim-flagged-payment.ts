import { ContainerRegistrationKeys, generateEntityId } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import type { MedusaContainer } from "@medusajs/framework/types"
import type { Knex } from "knex"
import { chooseDelivery, type DeliveryRequest } from "../../../domain/delivery/choose-delivery"
import { invalid, notFound } from "../../../domain/errors"
import { assertCartOrderable } from "../../../domain/orders/checkout-rules"
import { REFUND_ACCOUNTS, refundKeys } from "../../../domain/ledger/refunds"
import { cartAmountNow, owedAgainEntries, owedReversedEntries, PLACE_FLAGGED_MESSAGES, placeFlaggedKeys, placeFlaggedProblem } from "../../../domain/payments/place-flagged"
import { insertPost, lockAccounts } from "../../../modules/ledger/posting"
import { assertCartInStock, loadCheckoutCart } from "../../../queries/orders/checkout-cart"
import { orderRef } from "../../../queries/orders/order-refs"
import { loadDeliveryFacts } from "../../../queries/delivery/delivery-facts"
import { toCents } from "../../../domain/money"
import { checkoutSettings } from "../../../config/checkout"
import { VAT_RULE } from "../../../config/vat"

type PaymentRow = {
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

/** The delivery fee (cents) the order would be placed with, as `validate-order-delivery` resolves it for an M-Pesa order. */
async function feeCentsOf(container: MedusaContainer, payment: PaymentRow) {
  const delivery = payment.delivery ?? {}
  if (delivery.resolved) return Number(delivery.resolved.feeCents ?? 0)
  const facts = await loadDeliveryFacts(container, payment.customer_id, delivery.option === "pickup" ? delivery.stationId : undefined)
  return chooseDelivery(delivery, facts).feeCents
}

export type ClaimedFlagged = {
  paymentId: string
  orderId: null
  /** The payment as it was, for the audit entry. */
  before: { state: string; flag: string | null; orderId: null; amount: number }
  /** The reversal posted (null: the refund due was never posted, so nothing was owed yet). */
  reversedCents: number | null
  flaggedAt: Date | null
}

/**
 * Under the cart's lock, in ONE database transaction holding the refund accounts' locks (the lock a
 * refund's start takes, so a refund and this never both take the money) and the payment's row:
 * the payment is re-read and must be Refund due, flagged, with no order and no refund ever started
 * for it; its cart must not be ordered, its amount must cover the cart's total now with the delivery
 * fee the payment charged, and the cart must pass the placement's own checks (not expired, prices
 * and stock): any refusal is a 400 that changed nothing. Then what it owed back is taken out of
 * owed and it becomes Paid, its flag cleared, so `place-paid-order` places its order as any paid
 * payment's. Undone (the placement failed: stock gone, a price changed) by owing it again and
 * putting the state and flag back, unless its order exists by then.
 */
export const claimFlaggedPaymentStep = createStep(
  "claim-flagged-payment",
  async ({ paymentId }: { paymentId: string }, { container }) => {
    const knex = container.resolve<Knex>(ContainerRegistrationKeys.PG_CONNECTION)
    const claimed = await knex.transaction(async (trx) => {
      await lockAccounts(trx, REFUND_ACCOUNTS)
      const { rows } = await trx.raw(
        `SELECT p.id, p.cart_id, p.customer_id, p.order_id, p.state, p.amount, p.cart_total, p.flag_reason, p.flagged_at, p.delivery,
           (SELECT COUNT(*) FROM buyer_refund r WHERE r.payment_id = p.id AND r.deleted_at IS NULL)::int AS refunds
         FROM mpesa_payment p WHERE p.id = ? AND p.deleted_at IS NULL FOR UPDATE OF p`,
        [paymentId]
      )
      const payment = rows[0] as PaymentRow | undefined
      if (!payment) throw notFound(PLACE_FLAGGED_MESSAGES.notFound)
      const cart = await loadCheckoutCart(trx, payment.cart_id)
      // Paid by this action a moment ago: its order may exist before the payment points at it.
      const orderId = payment.order_id ?? (payment.state === "Paid" ? (cart?.orderId ?? null) : null)
      const ordered = orderId ? await orderRef(trx, orderId) : null
      const problem = placeFlaggedProblem({ ...payment, flagReason: payment.flag_reason, orderId, orderNumber: ordered?.number ?? null })
      if (problem) throw invalid(problem)
      if (!cart) throw invalid(PLACE_FLAGGED_MESSAGES.noCart)
      if (cart.orderId) throw invalid(PLACE_FLAGGED_MESSAGES.cartOrdered((await orderRef(trx, cart.orderId))?.number ?? null))
      const needed = cartAmountNow(cart, await feeCentsOf(container, payment), VAT_RULE)
      if (needed > Number(payment.amount)) throw invalid(PLACE_FLAGGED_MESSAGES.amountShort(Number(payment.amount), needed))
      // What the placement checks again under its own locks, checked first so a refusal changes nothing.
      try {
        assertCartOrderable(cart, Number(payment.cart_total), checkoutSettings())
        await assertCartInStock(trx, payment.cart_id)
      } catch (error) {
        throw invalid(PLACE_FLAGGED_MESSAGES.cartNotOrderable((error as Error).message))
      }

      const cents = toCents(Number(payment.amount))
      const owedPosted = await trx("ledger_transaction").select("id").where({ key: refundKeys.paymentOwed(paymentId) }).first()
      if (owedPosted) {
        await insertPost(trx, { key: placeFlaggedKeys.reversed(paymentId, generateEntityId(undefined, "plc")), kind: "refund_owed_reversed", entries: owedReversedEntries(cents), paymentId })
      }
      await trx.raw(
        `UPDATE mpesa_payment SET state = 'Paid', flag_reason = NULL, flagged_at = NULL, settled_at = now(), updated_at = now() WHERE id = ?`,
        [paymentId]
      )
      const result: ClaimedFlagged = {
        paymentId,
        orderId: null,
        before: { state: "Refund due", flag: payment.flag_reason, orderId: null, amount: Number(payment.amount) },
        reversedCents: owedPosted ? cents : null,
        flaggedAt: payment.flagged_at,
      }
      return result
    })
    return new StepResponse(claimed, claimed)
  },
  async (claimed, { container }) => {
    if (!claimed) return
    await container.resolve<Knex>(ContainerRegistrationKeys.PG_CONNECTION).transaction(async (trx) => {
      await lockAccounts(trx, REFUND_ACCOUNTS)
      const { rowCount } = await trx.raw(
        `UPDATE mpesa_payment SET state = 'RefundDue', flag_reason = ?, flagged_at = ?, updated_at = now()
         WHERE id = ? AND state = 'Paid' AND order_id IS NULL`,
        [claimed.before.flag, claimed.flaggedAt, claimed.paymentId]
      )
      if (rowCount && claimed.reversedCents) {
        await insertPost(trx, {
          key: placeFlaggedKeys.owedAgain(claimed.paymentId, generateEntityId(undefined, "plc")),
          kind: "refund_owed",
          entries: owedAgainEntries(claimed.reversedCents),
          paymentId: claimed.paymentId,
        })
      }
    })
  }
)
