import { model } from "@medusajs/framework/utils"

export const Subscriber = model.define("newsletter_subscriber", {
  id: model.id({ prefix: "nsub" }).primaryKey(),
  email: model.text().unique(),
})
