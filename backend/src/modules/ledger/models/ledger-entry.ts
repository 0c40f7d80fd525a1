import { model } from "@medusajs/framework/utils"

/**
 * One leg of a transaction: an account and a signed amount in integer cents (positive credits the
 * account). A transaction's entries sum to zero: checked before the insert and by a deferred
 * constraint trigger at commit. Never updated or deleted.
 */
export const LedgerEntry = model
  .define("ledger_entry", {
    id: model.id({ prefix: "lent" }).primaryKey(),
    transaction_id: model.text(),
    account_id: model.text(),
    // A bigint column (see the migration); amounts are read and written by src/modules/ledger/posting.ts.
    amount: model.number(),
  })
  .indexes([{ on: ["transaction_id"] }, { on: ["account_id"] }])
