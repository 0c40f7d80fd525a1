import { model } from "@medusajs/framework/utils"
import { PAYOUT_METHODS, PAYOUT_STATES } from "../../../domain/ledger/payouts"

/**
 * A payout to a seller: its id is the OriginatorConversationID of its M-Pesa B2C payment (so a
 * retry can never pay twice). Written with its `payout-started` ledger post in one database
 * transaction (src/modules/payout/service.ts); one Processing payout per merchant and part (a
 * unique index: two admins approving at once make one payout).
 */
export const Payout = model
  .define("payout", {
    id: model.id({ prefix: "pout" }).primaryKey(),
    merchant_id: model.text(),
    batch_id: model.text(),
    part: model.number(),
    // A bigint column (see the migration): integer cents.
    amount_cents: model.number(),
    method: model.enum([...PAYOUT_METHODS]),
    phone: model.text().nullable(),
    bank: model.json().nullable(),
    state: model.enum([...PAYOUT_STATES]),
    receipt: model.text().nullable(),
    reason: model.text().nullable(),
    result_code: model.text().nullable(),
    // A failed B2C result not yet confirmed by Transaction Status: its reason (the row stays Processing).
    claimed_failure: model.text().nullable(),
    attempts: model.number().default(0),
    conversation_id: model.text().nullable(),
    unreconciled: model.boolean().default(false),
    utility_funds: model.text().nullable(),
    requested_by: model.text().nullable(),
    sent_at: model.dateTime().nullable(),
    status_query_at: model.dateTime().nullable(),
    settled_at: model.dateTime().nullable(),
  })
  .indexes([{ on: ["merchant_id"] }, { on: ["state"] }])
