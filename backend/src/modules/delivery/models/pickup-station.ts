import { model } from "@medusajs/framework/utils"

/** A place where shoppers collect their parcels, kept by the admin: where it is, how to find and call it. */
export const PickupStation = model.define("pickup_station", {
  id: model.id({ prefix: "pstn" }).primaryKey(),
  name: model.text(),
  town: model.text(),
  county: model.text(),
  opening_hours: model.text(),
  address: model.text().nullable(),
  landmark: model.text().nullable(),
  phone: model.text().nullable(),
  map_url: model.text().nullable(),
  is_active: model.boolean().default(true),
})
