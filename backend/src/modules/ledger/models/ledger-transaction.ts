import { model } from "@medusajs/framework/utils"

/**
 * One money event: its idempotency key (unique: the same event posted twice is one transaction),
 * its kind and what it refers to. Never updated or deleted (a trigger refuses it); a correction is
 * a reversing transaction.
 */
export const LedgerTransaction = model
  .define("ledger_transaction", {
    id: model.id({ prefix: "ltx" }).primaryKey(),
    key: model.text().unique(),
    kind: model.text(),
    order_id: model.text().nullable(),
    line_item_id: model.text().nullable(),
    merchant_id: model.text().nullable(),
    payment_id: model.text().nullable(),
  })
  .indexes([{ on: ["line_item_id"] }, { on: ["order_id"] }, { on: ["merchant_id", "created_at"] }])
