import { model } from "@medusajs/framework/utils"

/**
 * The commission an order line got when it was placed, and its money in integer cents: later
 * rule changes and refunds use these frozen figures. One per line item; never updated.
 */
export const LineCommission = model
  .define("line_commission", {
    id: model.id({ prefix: "lcom" }).primaryKey(),
    line_item_id: model.text().unique(),
    order_id: model.text(),
    merchant_id: model.text().nullable(),
    rate_bp: model.number(),
    rate_source: model.text(),
    paid_cents: model.number(),
    vat_cents: model.number(),
    net_cents: model.number(),
    commission_cents: model.number(),
    commission_vat_cents: model.number(),
    seller_share_cents: model.number(),
  })
  .indexes([{ on: ["order_id"] }, { on: ["merchant_id"] }])
