import { model } from "@medusajs/framework/utils"

/** Every callback Daraja (or anyone knowing the secret) posted, kept for audit: stored "received", then only its outcome is set once settled. */
export const MpesaCallback = model.define("mpesa_callback", {
  id: model.id({ prefix: "mpcb" }).primaryKey(),
  payment_id: model.text().nullable(),
  checkout_request_id: model.text().nullable(),
  body: model.text(),
  source_ip: model.text().nullable(),
  outcome: model.text(),
})
