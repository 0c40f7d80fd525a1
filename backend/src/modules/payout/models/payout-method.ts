import { model } from "@medusajs/framework/utils"
import { PAYOUT_METHODS } from "../../../domain/ledger/payouts"

/** Where a merchant is paid: an M-Pesa number (B2C) or bank details (paid by hand). One per merchant. */
export const PayoutMethod = model.define("payout_method", {
  id: model.id({ prefix: "pmth" }).primaryKey(),
  merchant_id: model.text().unique(),
  kind: model.enum([...PAYOUT_METHODS]),
  phone: model.text().nullable(),
  bank_name: model.text().nullable(),
  bank_branch: model.text().nullable(),
  account_name: model.text().nullable(),
  account_number: model.text().nullable(),
})
