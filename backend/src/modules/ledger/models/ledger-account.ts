import { model } from "@medusajs/framework/utils"

/**
 * A ledger account, its id the account's code (`seller:<merchant>:pending`, `shop:commission`, …:
 * see src/domain/ledger/accounts.ts). It holds no balance: a balance is the sum of its entries.
 */
export const LedgerAccount = model
  .define("ledger_account", {
    id: model.text().primaryKey(),
    kind: model.text(),
    merchant_id: model.text().nullable(),
  })
  .indexes([{ on: ["merchant_id"] }])
