import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { MPESA_MODULE, type MpesaModuleService } from "../../../modules/mpesa"
import type { DeliveryRequest } from "../../../domain/delivery/choose-delivery"
import { placeOrderWorkflow } from "../../checkout/place-order"

/**
 * Places the paid cart's order through the shop's own checkout (the same locks, line records,
 * idempotency and e-mail as pay on delivery), the payment in its metadata and its held stock
 * passed on; then the payment points at its order. Nothing runs unless the claim was won.
 * `lockOwner`: a caller already holding the cart's lock under that owner (place-flagged-payment)
 * re-enters it instead of waiting for itself.
 */
export const placePaidOrderStep = createStep("place-paid-order", async ({ paymentId, lockOwner }: { paymentId: string; lockOwner?: string }, { container }) => {
  const mpesa = container.resolve<MpesaModuleService>(MPESA_MODULE)
  const payment = await mpesa.retrieveMpesaPayment(paymentId)
  const { result } = await placeOrderWorkflow(container).run({
    input: {
      cartId: payment.cart_id,
      customerId: payment.customer_id,
      total: Number(payment.cart_total),
      message: payment.message,
      delivery: (payment.delivery ?? undefined) as DeliveryRequest | undefined,
      payment: { method: "mpesa", state: "Paid", receipt: payment.receipt, amount: payment.amount, paymentId },
      lockOwner,
    },
  })
  const { orderId } = result
  await mpesa.updateMpesaPayments({ id: paymentId, order_id: orderId })
  return new StepResponse(orderId)
})
