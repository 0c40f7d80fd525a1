import { model } from "@medusajs/framework/utils"

/** A single-use password reset; only a hash of the e-mailed token is stored. */
export const PasswordReset = model.define("password_reset", {
  id: model.id({ prefix: "pwr" }).primaryKey(),
  account_id: model.text().index(),
  token_hash: model.text().unique(),
  expires_at: model.dateTime(),
  used_at: model.dateTime().nullable(),
})
