import { model } from "@medusajs/framework/utils"
import { DELIVERY_OPTIONS } from "../../../domain/delivery/delivery-rules"

/** The fee for one delivery option to one county, in cents; a county with no row delivers free. */
export const DeliveryFee = model
  .define("delivery_fee", {
    id: model.id({ prefix: "dfee" }).primaryKey(),
    county: model.text(),
    option: model.enum([...DELIVERY_OPTIONS]),
    amount_cents: model.number(),
  })
  .indexes([{ on: ["county", "option"], unique: true, where: "deleted_at IS NULL" }])
