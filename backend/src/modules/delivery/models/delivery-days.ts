import { model } from "@medusajs/framework/utils"
import { DELIVERY_OPTIONS } from "../../../domain/delivery/delivery-rules"

/** The days one delivery option takes to one county, as the admin promises them; a county with no row promises none. */
export const DeliveryDays = model
  .define("delivery_days", {
    id: model.id({ prefix: "ddays" }).primaryKey(),
    county: model.text(),
    option: model.enum([...DELIVERY_OPTIONS]),
    min_days: model.number(),
    max_days: model.number(),
  })
  .indexes([{ on: ["county", "option"], unique: true, where: "deleted_at IS NULL" }])
