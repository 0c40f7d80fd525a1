import { model } from "@medusajs/framework/utils"
import { ROLES } from "../../../domain/accounts/roles"

/** The list lives in the domain (src/domain/accounts/roles.ts); kept here for older imports. */
export { ROLES, type Role } from "../../../domain/accounts/roles"

/** The shop-side facts of a customer that only the server may change. */
export const Account = model
  .define("account", {
    id: model.id({ prefix: "acct" }).primaryKey(),
    customer_id: model.text().unique(),
    role: model.enum([...ROLES]).default("ROLE_MEMBER"),
    provider: model.text().default("email"),
    merchant_id: model.text().nullable(),
    // Tokens issued before this moment are refused (a password change ends other sessions).
    password_changed_at: model.dateTime().nullable(),
  })
  .indexes([{ on: ["role"] }])
