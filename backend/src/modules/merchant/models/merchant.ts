import { model } from "@medusajs/framework/utils"
import { MERCHANT_STATUSES } from "../../../domain/merchants/approval"

/** The list lives in the domain (src/domain/merchants/approval.ts); kept here for older imports. */
export { MERCHANT_STATUSES, type MerchantStatus } from "../../../domain/merchants/approval"

/** A seller's application and, once approved, the merchant that runs a brand. */
export const Merchant = model
  .define("merchant", {
    id: model.id({ prefix: "mer" }).primaryKey(),
    name: model.text(),
    email: model.text().nullable(),
    phone_number: model.text(),
    // Digits only, so "(071) 234-5678" and "0712345678" count as the same phone.
    phone_digits: model.text(),
    brand_name: model.text(),
    business: model.text(),
    status: model.enum([...MERCHANT_STATUSES]).default("Waiting Approval"),
    is_active: model.boolean().default(false),
  })
  .indexes([{ on: ["status"] }, { on: ["email"] }, { on: ["phone_digits"] }, { on: ["created_at"] }])
