import type { MedusaContainer } from "@medusajs/framework/types"
import type { Knex } from "knex"
import { knexOf } from "../knex-of"

type Ids = { product_id: string | null }[]

/** The products an order holds. */
export async function orderProductIds(knex: Knex, orderId: string) {
  const rows: Ids = await knex
    .from({ oi: "order_item" })
    .join({ li: "order_line_item" }, "li.id", "oi.item_id")
    .where("oi.order_id", orderId)
    .whereNull("oi.deleted_at")
    .distinct("li.product_id")
  return idsOf(rows)
}

/** The product of one order line. */
export async function orderLineProductIds(knex: Knex, lineItemId: string) {
  return idsOf(await knex.from("order_line_item").where("id", lineItemId).select("product_id"))
}

/** The products in the cart an M-Pesa payment holds stock for. */
export async function paymentProductIds(knex: Knex, paymentId: string) {
  const rows: Ids = await knex
    .from({ mp: "mpesa_payment" })
    .join({ cli: "cart_line_item" }, "cli.cart_id", "mp.cart_id")
    .where("mp.id", paymentId)
    .whereNull("cli.deleted_at")
    .distinct("cli.product_id")
  return idsOf(rows)
}

const idsOf = (rows: Ids) => rows.map((row) => row.product_id).filter((id): id is string => Boolean(id))

/** These reads over the shop's database, for the catalogue-cache subscriber. */
export const stockProductsReader = (container: MedusaContainer) => {
  const knex = knexOf(container)
  return {
    ofOrder: (orderId: string) => orderProductIds(knex, orderId),
    ofOrderLine: (lineItemId: string) => orderLineProductIds(knex, lineItemId),
    ofPayment: (paymentId: string) => paymentProductIds(knex, paymentId),
  }
}
