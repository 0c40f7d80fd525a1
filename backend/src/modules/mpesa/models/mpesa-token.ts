import { model } from "@medusajs/framework/utils"

/** The one Daraja OAuth token every server process shares (a new token revokes the old). */
export const MpesaToken = model.define("mpesa_token", {
  id: model.text().primaryKey(),
  token: model.text(),
  expires_at: model.dateTime(),
})
