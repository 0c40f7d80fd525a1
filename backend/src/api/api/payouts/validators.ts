import { z } from "@medusajs/framework/zod"
import { MAX_LENGTH } from "../../http/fields"
import { PAYOUT_HOLD_MESSAGES } from "../../../domain/ledger/payout-holds"

const merchantIdText = z.string({ error: "merchantId is invalid." }).trim().min(1, "merchantId is invalid.").max(MAX_LENGTH.id, "merchantId is invalid.")

/**
 * One seller (`merchantId`) or every seller with an available balance (`all: true`). `release`
 * pays a disabled or deleted merchant anyway: `true` with `merchantId`, or the list of merchantIds
 * to release with `all: true`.
 */
export const ApprovePayoutsBody = z
  .object({
    merchantId: merchantIdText.optional(),
    all: z.literal(true, { error: "all must be true." }).optional(),
    release: z
      .union([z.literal(true), z.array(merchantIdText).min(1).max(100)], { error: "release is true (with merchantId) or a list of merchantIds (with all: true)." })
      .optional(),
  })
  .refine((body) => !!body.merchantId !== !!body.all, { message: "Name a merchantId or all: true." })
  .refine((body) => !body.all || body.release === undefined || Array.isArray(body.release), { message: PAYOUT_HOLD_MESSAGES.releaseWithAll })
  .refine((body) => !body.merchantId || body.release === undefined || body.release === true, { message: PAYOUT_HOLD_MESSAGES.releaseNotNamed })

/** Sending a payout again: `release: true` sends a disabled or deleted merchant's payout anyway. */
export const RetryPayoutBody = z.object({
  release: z.literal(true, { error: "release must be true." }).optional(),
})

export const PayoutParams = z.object({ id: z.string().trim().min(1, "id is required.").max(MAX_LENGTH.id, "id is invalid.") })

export const MarkPaidBody = z.object({
  reference: z.string({ error: "reference is required." }).trim().min(3, "reference is the bank's reference (3–60 characters).").max(60, "reference is the bank's reference (3–60 characters)."),
})

/** The M-Pesa payment whose money is owed back (as "Refunds due" lists it). */
export const ApproveRefundBody = z.object({
  paymentId: z.string({ error: "Name the paymentId of the M-Pesa payment to refund." }).trim().min(1, "Name the paymentId of the M-Pesa payment to refund.").max(MAX_LENGTH.id, "paymentId is invalid."),
})
