import { model } from "@medusajs/framework/utils"
import { LINE_STATUSES, SHIPPING_METHODS } from "../../../domain/orders/line-status"

/** The lists live in the domain (src/domain/orders/line-status.ts); kept here for older imports. */
export { LINE_STATUSES, SHIPPING_METHODS, type LineStatus, type ShippingMethod } from "../../../domain/orders/line-status"

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
