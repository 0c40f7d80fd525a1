import { model } from "@medusajs/framework/utils"

export const CASH_COLLECTORS = ["shop", "seller"] as const
export type CashCollector = (typeof CASH_COLLECTORS)[number]

/**
 * Who collects the cash of a pay-on-delivery order at the door (issue 48 item 5): the shop's rider
 * (the default, also for an order without a record) or the seller's own (`merchant_id`, the one
 * seller all its items belong to). Set by an admin or that seller while no item is delivered;
 * `account_id` is who set it last.
 */
export const OrderCash = model
  .define("order_cash", {
    id: model.id({ prefix: "ocash" }).primaryKey(),
    order_id: model.text().unique(),
    collector: model.enum([...CASH_COLLECTORS]).default("shop"),
    merchant_id: model.text().nullable(),
    account_id: model.text(),
  })
