import { model } from "@medusajs/framework/utils"

export const LINE_STATUSES = ["Not processed", "Processing", "Shipped", "Delivered", "Cancelled"] as const
export type LineStatus = (typeof LINE_STATUSES)[number]

/**
 * The status of one order line (a line without a record is "Not processed"), and whether
 * its reserved stock has gone back, so that happens exactly once.
 */
export const OrderLine = model
  .define("order_line", {
    id: model.id({ prefix: "oline" }).primaryKey(),
    order_id: model.text(),
    line_item_id: model.text().unique(),
    status: model.enum([...LINE_STATUSES]).default("Not processed"),
    stock_released: model.boolean().default(false),
  })
  .indexes([{ on: ["order_id"] }])
