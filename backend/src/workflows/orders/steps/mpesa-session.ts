import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { Modules } from "@medusajs/framework/utils"
import { CURRENCY_CODE } from "../../../domain/shop-constants"
import { MPESA_MODULE, type MpesaModuleService } from "../../../modules/mpesa"
import { checkpoint } from "../../checkout/steps/checkpoint"

/** Medusa's id of the shop's M-Pesa Express provider (src/modules/mpesa-payment). */
export const MPESA_PAYMENT_PROVIDER = "pp_mpesa_mpesa"

type Input = { collectionId: string | null; paymentId: string | null; after?: string }

/**
 * For a cart paid with M-Pesa, the session the order authorises is an M-Pesa one: the provider
 * adopts the prompt the shop sent and its recorded result (nothing is sent to the phone again), so
 * the order's payment is M-Pesa, captured, for the cart's total. Returns its id (null: pay on
 * delivery keeps the cart's own session).
 */
export const useMpesaSessionStep = createStep(
  "use-mpesa-session",
  async ({ collectionId, paymentId, after }: Input, { container }) => {
    checkpoint(after)
    if (!paymentId || !collectionId) return new StepResponse(null, null)
    const payments = container.resolve(Modules.PAYMENT)
    const [paid, collection] = await Promise.all([
      container.resolve<MpesaModuleService>(MPESA_MODULE).retrieveMpesaPayment(paymentId),
      payments.retrievePaymentCollection(collectionId, { select: ["id", "amount"] }),
    ])
    const session = await payments.createPaymentSession(collectionId, {
      provider_id: MPESA_PAYMENT_PROVIDER,
      currency_code: CURRENCY_CODE,
      amount: collection.amount,
      data: {
        paymentId,
        checkoutRequestId: paid.checkout_request_id,
        merchantRequestId: paid.merchant_request_id,
        amount: paid.amount,
        receipt: paid.receipt,
        resultCode: 0,
      },
    })
    return new StepResponse(session.id, session.id)
  },
  async (sessionId, { container }) => {
    if (sessionId) await container.resolve(Modules.PAYMENT).deletePaymentSession(sessionId)
  }
)
