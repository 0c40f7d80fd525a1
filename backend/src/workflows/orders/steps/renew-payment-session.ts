import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { Modules } from "@medusajs/framework/utils"
import { CURRENCY_CODE } from "../../../domain/shop-constants"
import { SHOP_PAYMENT_PROVIDER } from "./create-cart-payment"

type Input = { collectionId: string; sessionId: string; amount: number }

/**
 * When an earlier completion failed after authorising the payment, its compensation cancelled
 * that payment but the session still reads authorised; it is retired and a fresh one opened,
 * so the order gets a live payment. Returns the new session's id.
 */
export const renewPaymentSessionStep = createStep("renew-payment-session", async (input: Input, { container }) => {
  const payments = container.resolve(Modules.PAYMENT)
  const [spent] = await payments.listPaymentSessions({ id: input.sessionId })
  await payments.updatePaymentSession({
    id: input.sessionId,
    data: spent?.data ?? {},
    currency_code: CURRENCY_CODE,
    amount: input.amount,
    status: "canceled" as never,
  })
  const fresh = await payments.createPaymentSession(input.collectionId, {
    provider_id: SHOP_PAYMENT_PROVIDER,
    currency_code: CURRENCY_CODE,
    amount: input.amount,
    data: {},
  })
  return new StepResponse(fresh.id)
})
