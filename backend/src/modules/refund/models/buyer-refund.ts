import { model } from "@medusajs/framework/utils"
import { REFUND_STATES } from "../../../domain/ledger/refunds"

/**
 * A refund to a buyer by M-Pesa B2C, to the phone that paid: its id is the OriginatorConversationID
 * (so a retry can never pay twice). Written with its `refund-started` ledger post in one database
 * transaction (src/modules/refund/service.ts); one Processing refund per payment (a unique index: two
 * admins approving at once make one refund).
 */
export const BuyerRefund = model
  .define("buyer_refund", {
    id: model.id({ prefix: "rfnd" }).primaryKey(),
    payment_id: model.text(),
    order_id: model.text().nullable(),
    customer_id: model.text().nullable(),
    // A bigint column (see the migration): integer cents, whole shillings.
    amount_cents: model.number(),
    phone: model.text(),
    state: model.enum([...REFUND_STATES]),
    receipt: model.text().nullable(),
    reason: model.text().nullable(),
    result_code: model.text().nullable(),
    // A failed B2C result not yet confirmed by Transaction Status: its reason (the row stays Processing).
    claimed_failure: model.text().nullable(),
    attempts: model.number().default(0),
    conversation_id: model.text().nullable(),
    unreconciled: model.boolean().default(false),
    requested_by: model.text().nullable(),
    sent_at: model.dateTime().nullable(),
    status_query_at: model.dateTime().nullable(),
    settled_at: model.dateTime().nullable(),
  })
  .indexes([{ on: ["payment_id"] }, { on: ["order_id"] }, { on: ["state"] }])
