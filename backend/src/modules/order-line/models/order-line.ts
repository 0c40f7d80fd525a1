import { model } from "@medusajs/framework/utils"

export const LINE_STATUSES = ["Not processed", "Processing", "Shipped", "Delivered", "Cancelled"] as const
export type LineStatus = (typeof LINE_STATUSES)[number]

/**
 * The status of one order line (a line without a record is "Not processed"), and whether
 * its reservation is settled, so that happens exactly once: put back when the line is cancelled,
 * or turned into the stock movement by Medusa's fulfilment when it is delivered.
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
