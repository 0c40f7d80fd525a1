import { z } from "@medusajs/framework/zod"
import { idText, kenyanPhone, strictNumber } from "../../http/fields"
import { DeliveryBody } from "../order/validators"

/** The checkout sheet's order (as for pay on delivery) and the phone that pays (07…, 01…, +254…, 254…). */
export const MpesaPaymentBody = z.object({
  cartId: idText("cartId is required."),
  total: strictNumber("total must be a number.").pipe(z.number().min(0, "total may not be negative.")),
  message: z.string({ error: "message must be text." }).trim().max(500, "The message may not be longer than 500 characters.").optional().default(""),
  phone: kenyanPhone("Please enter the M-Pesa phone number as 07XX XXX XXX or 01XX XXX XXX."),
  delivery: DeliveryBody.optional(),
})

export const OrderRefundParams = z.object({ orderId: idText("orderId is required.") })
