import { z } from "@medusajs/framework/zod"
import { MAX_LENGTH } from "../../http/fields"

/** One seller (`merchantId`) or every seller with an available balance (`all: true`). */
export const ApprovePayoutsBody = z
  .object({
    merchantId: z.string().trim().min(1, "merchantId is invalid.").max(MAX_LENGTH.id, "merchantId is invalid.").optional(),
    all: z.literal(true, { error: "all must be true." }).optional(),
  })
  .refine((body) => !!body.merchantId !== !!body.all, { message: "Name a merchantId or all: true." })

export const PayoutParams = z.object({ id: z.string().trim().min(1, "id is required.").max(MAX_LENGTH.id, "id is invalid.") })

export const MarkPaidBody = z.object({
  reference: z.string({ error: "reference is required." }).trim().min(3, "reference is the bank's reference (3–60 characters).").max(60, "reference is the bank's reference (3–60 characters)."),
})

/** The M-Pesa payment whose money is owed back (as "Refunds due" lists it). */
export const ApproveRefundBody = z.object({
  paymentId: z.string({ error: "Name the paymentId of the M-Pesa payment to refund." }).trim().min(1, "Name the paymentId of the M-Pesa payment to refund.").max(MAX_LENGTH.id, "paymentId is invalid."),
})
