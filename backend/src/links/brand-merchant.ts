import { defineLink } from "@medusajs/framework/utils"
import BrandModule from "../modules/brand"
import MerchantModule from "../modules/merchant"

// Read-only: a brand's `merchant_id` names the merchant that runs it (query `brand.merchant`).
export default defineLink(
  { linkable: BrandModule.linkable.brand, field: "merchant_id" },
  MerchantModule.linkable.merchant,
  { readOnly: true }
)
