import { model } from "@medusajs/framework/utils"
import { LINE_STATUSES } from "../../../domain/orders/line-status"

/**
 * One status change of an order line made through the shop (the buyer's cancel, the merchant's
 * move forward, an admin's correction): which line, from what, to what, by which account (its
 * role at the time) and when. Nothing updates or deletes these rows; they answer "who set this?".
 */
export const OrderLineChange = model
  .define("order_line_change", {
    id: model.id({ prefix: "olchg" }).primaryKey(),
    order_id: model.text(),
    line_item_id: model.text(),
    from_status: model.enum([...LINE_STATUSES]),
    to_status: model.enum([...LINE_STATUSES]),
    account_id: model.text(),
    role: model.text(),
  })
  .indexes([{ on: ["line_item_id", "created_at"] }, { on: ["order_id"] }])
