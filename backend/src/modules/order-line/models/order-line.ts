import { model } from "@medusajs/framework/utils"

export const LINE_STATUSES = ["Not processed", "Processing", "Shipped", "Delivered", "Cancelled"] as const
export type LineStatus = (typeof LINE_STATUSES)[number]

/** Who takes a shipped line to the buyer: a rider (name and phone) or a courier (its name and the waybill). */
export const SHIPPING_METHODS = ["rider", "courier"] as const
export type ShippingMethod = (typeof SHIPPING_METHODS)[number]

/**
 * The status of one order line (a line without a record is "Not processed"), and whether
 * its reservation is settled, so that happens exactly once: put back when the line is cancelled,
 * or turned into the stock movement by Medusa's fulfilment when it is delivered. A shipped line
 * may say who carries it (the seller's bulk "Mark shipped").
 */
export const OrderLine = model
  .define("order_line", {
    id: model.id({ prefix: "oline" }).primaryKey(),
    order_id: model.text(),
    line_item_id: model.text().unique(),
    status: model.enum([...LINE_STATUSES]).default("Not processed"),
    stock_released: model.boolean().default(false),
    /** How the seller sent it (issue item 13): a rider (`rider_name`, `rider_phone` +2547…) or a courier (`courier`, `waybill`). */
    shipped_by: model.enum([...SHIPPING_METHODS]).nullable(),
    rider_name: model.text().nullable(),
    rider_phone: model.text().nullable(),
    courier: model.text().nullable(),
    waybill: model.text().nullable(),
  })
  .indexes([{ on: ["order_id"] }])
