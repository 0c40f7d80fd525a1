import { model } from "@medusajs/framework/utils"

/** A place where shoppers collect their parcels, kept by the admin. */
export const PickupStation = model.define("pickup_station", {
  id: model.id({ prefix: "pstn" }).primaryKey(),
  name: model.text(),
  town: model.text(),
  county: model.text(),
  opening_hours: model.text(),
  is_active: model.boolean().default(true),
})
