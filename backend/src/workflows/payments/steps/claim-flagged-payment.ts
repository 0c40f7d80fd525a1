import { generateEntityId } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import type { MedusaContainer } from "@medusajs/framework/types"
import { chooseDelivery } from "../../../domain/delivery/choose-delivery"
import { invalid, notFound } from "../../../domain/errors"
import { assertCartOrderable } from "../../../domain/orders/checkout-rules"
import { REFUND_ACCOUNTS, refundKeys } from "../../../domain/ledger/refunds"
import { cartAmountNow, owedAgainEntries, owedReversedEntries, PLACE_FLAGGED_MESSAGES, placeFlaggedKeys, placeFlaggedProblem } from "../../../domain/payments/place-flagged"
import { LEDGER_MODULE, type LedgerModuleService } from "../../../modules/ledger"
import { MPESA_MODULE, type MpesaModuleService } from "../../../modules/mpesa"
import { lockPaymentToPlace, type PaymentToPlace } from "../../../queries/payments/payment-to-place"
import { assertCartInStock, loadCheckoutCart } from "../../../queries/orders/checkout-cart"
import { orderRef } from "../../../queries/orders/order-refs"
import { loadDeliveryFacts } from "../../../queries/delivery/delivery-facts"
import { toCents } from "../../../domain/money"
import { checkoutSettings } from "../../../config/checkout"
import { VAT_RULE } from "../../../config/vat"

const servicesOf = (container: MedusaContainer) => ({
  ledger: container.resolve<LedgerModuleService>(LEDGER_MODULE),
  mpesa: container.resolve<MpesaModuleService>(MPESA_MODULE),
})

/** The delivery fee (cents) the order would be placed with, as `validate-order-delivery` resolves it for an M-Pesa order. */
async function feeCentsOf(container: MedusaContainer, payment: PaymentToPlace) {
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
    const { ledger, mpesa } = servicesOf(container)
    const claimed = await ledger.withTransaction(async (ctx) => {
      await ledger.lockAccounts(REFUND_ACCOUNTS, ctx)
      const trx = mpesa.transactionOf(ctx)
      const payment = await lockPaymentToPlace(trx, paymentId)
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
      const owedPosted = (await ledger.postedAt([refundKeys.paymentOwed(paymentId)], ctx)).size > 0
      if (owedPosted) {
        const key = placeFlaggedKeys.reversed(paymentId, generateEntityId(undefined, "plc"))
        await ledger.insertPost({ key, kind: "refund_owed_reversed", entries: owedReversedEntries(cents), paymentId }, ctx)
      }
      await mpesa.markFlaggedPaid(paymentId, ctx)
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
    const { ledger, mpesa } = servicesOf(container)
    await ledger.withTransaction(async (ctx) => {
      await ledger.lockAccounts(REFUND_ACCOUNTS, ctx)
      const putBack = await mpesa.unmarkFlaggedPaid({ paymentId: claimed.paymentId, flag: claimed.before.flag, flaggedAt: claimed.flaggedAt }, ctx)
      if (putBack && claimed.reversedCents) {
        await ledger.insertPost(
          {
            key: placeFlaggedKeys.owedAgain(claimed.paymentId, generateEntityId(undefined, "plc")),
            kind: "refund_owed",
            entries: owedAgainEntries(claimed.reversedCents),
            paymentId: claimed.paymentId,
          },
          ctx
        )
      }
    })
  }
)
