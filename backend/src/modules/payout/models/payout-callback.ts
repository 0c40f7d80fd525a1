import { model } from "@medusajs/framework/utils"

/** A B2C result, queue timeout or Transaction Status result as Daraja posted it (raw body), with what it did (stored "received", set once settled). */
export const PayoutCallback = model
  .define("payout_callback", {
    id: model.id({ prefix: "pocb" }).primaryKey(),
    payout_id: model.text().nullable(),
    kind: model.text(),
    body: model.text(),
    source_ip: model.text().nullable(),
    outcome: model.text(),
  })
  .indexes([{ on: ["payout_id"] }])
