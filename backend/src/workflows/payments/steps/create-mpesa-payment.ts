import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { MPESA_MODULE, type MpesaModuleService } from "../../../modules/mpesa"
import type { DeliveryRequest } from "../../../domain/delivery/choose-delivery"

type Input = {
  cartId: string
  customerId: string
  phone: string
  clientIp: string | null
  amount: number
  expiresAt: Date
  total: number
  message: string
  delivery?: DeliveryRequest
}

/**
 * The pending payment, with what its order is placed with once paid (the delivery with `resolved`:
 * where it goes and the fee charged, as the prompt resolved them); undone by deleting it.
 */
export const createMpesaPaymentStep = createStep(
  "create-mpesa-payment",
  async (input: Input, { container }) => {
    const payment = await container.resolve<MpesaModuleService>(MPESA_MODULE).createMpesaPayments({
      cart_id: input.cartId,
      customer_id: input.customerId,
      phone: input.phone,
      client_ip: input.clientIp,
      amount: input.amount,
      state: "Pending",
      expires_at: input.expiresAt,
      cart_total: input.total,
      message: input.message,
      delivery: (input.delivery ?? null) as Record<string, unknown> | null,
    })
    return new StepResponse(payment.id, payment.id)
  },
  async (id: string | undefined, { container }) => {
    if (id) await container.resolve<MpesaModuleService>(MPESA_MODULE).deleteMpesaPayments(id)
  }
)
