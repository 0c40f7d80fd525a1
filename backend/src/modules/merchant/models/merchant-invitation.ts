import { model } from "@medusajs/framework/utils"

/** A single-use sign-up invitation of an approved merchant; only a hash of the e-mailed token is stored. */
export const MerchantInvitation = model.define("merchant_invitation", {
  id: model.id({ prefix: "minv" }).primaryKey(),
  merchant_id: model.text().index(),
  email: model.text(),
  token_hash: model.text().unique(),
  expires_at: model.dateTime(),
  used_at: model.dateTime().nullable(),
})
