import { model } from "@medusajs/framework/utils"
import { CASH_COLLECTORS } from "../../../domain/orders/cash-collection"

/** The list lives in the domain (src/domain/orders/cash-collection.ts); kept here for older imports. */
export { CASH_COLLECTORS, type CashCollector } from "../../../domain/orders/cash-collection"

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
