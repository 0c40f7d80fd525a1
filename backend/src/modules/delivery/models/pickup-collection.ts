import { model } from "@medusajs/framework/utils"

/** A pickup order handed over at its station: when, and by whom (after the buyer's collection code was checked). */
export const PickupCollection = model
  .define("pickup_collection", {
    id: model.id({ prefix: "pcol" }).primaryKey(),
    order_id: model.text(),
    collected_by: model.text(),
  })
  .indexes([{ on: ["order_id"], unique: true, where: "deleted_at IS NULL" }])
