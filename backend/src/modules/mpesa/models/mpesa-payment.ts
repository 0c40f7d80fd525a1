import { model } from "@medusajs/framework/utils"
import { MPESA_STATES } from "../../../domain/payments/mpesa"

/**
 * One M-Pesa Express (STK push) attempt for a cart: the whole-shilling amount asked, the phone
 * prompted, Daraja's ids, and its result. `checkout` keeps what the order is placed with once paid
 * (the bag's total, the buyer's note and the checkout sheet's delivery request). A success callback is
 * a claim (`claimed_receipt`) until Daraja's STK query or Transaction Status confirms it.
 */
export const MpesaPayment = model
  .define("mpesa_payment", {
    id: model.id({ prefix: "mpay" }).primaryKey(),
    cart_id: model.text(),
    customer_id: model.text(),
    order_id: model.text().nullable(),
    checkout_request_id: model.text().nullable(),
    merchant_request_id: model.text().nullable(),
    phone: model.text(),
    /** The address the prompt was asked from (its open prompts are bounded per address). */
    client_ip: model.text().nullable(),
    amount: model.number(),
    state: model.enum([...MPESA_STATES]).default("Pending"),
    result_code: model.number().nullable(),
    result_desc: model.text().nullable(),
    receipt: model.text().nullable(),
    delivery: model.json().nullable(),
    message: model.text().default(""),
    cart_total: model.float(),
    expires_at: model.dateTime(),
    settled_at: model.dateTime().nullable(),
    /** The receipt a success callback claimed, kept until Daraja's query or Transaction Status confirms it. */
    claimed_receipt: model.text().nullable(),
    claimed_at: model.dateTime().nullable(),
    /** Why an admin must look at it (a late or unconfirmed success, a cart ordered another way); null: nothing to see. */
    flag_reason: model.text().nullable(),
    flagged_at: model.dateTime().nullable(),
  })
  .indexes([
    { on: ["checkout_request_id"], unique: true, where: "deleted_at IS NULL AND checkout_request_id IS NOT NULL" },
    { on: ["cart_id"] },
    { on: ["state"] },
    { on: ["claimed_receipt"], where: "deleted_at IS NULL AND claimed_receipt IS NOT NULL" },
  ])
