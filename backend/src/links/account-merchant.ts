import { defineLink } from "@medusajs/framework/utils"
import AccountModule from "../modules/account"
import MerchantModule from "../modules/merchant"

// Read-only: an account's `merchant_id` names the merchant it runs (query `account.merchant`).
export default defineLink(
  { linkable: AccountModule.linkable.account, field: "merchant_id" },
  MerchantModule.linkable.merchant,
  { readOnly: true }
)
