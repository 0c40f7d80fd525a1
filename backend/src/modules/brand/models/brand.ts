import { model } from "@medusajs/framework/utils"

export const Brand = model
  .define("brand", {
    id: model.id({ prefix: "brand" }).primaryKey(),
    name: model.text().searchable(),
    slug: model.text().unique(),
    description: model.text().default(""),
    is_active: model.boolean().default(true),
    merchant_id: model.text().nullable(),
  })
  .indexes([{ on: ["is_active"] }, { on: ["merchant_id"] }])
