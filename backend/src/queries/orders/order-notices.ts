import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { BRAND_MODULE, type BrandModuleService } from "../../modules/brand"
import { MERCHANT_MODULE, type MerchantModuleService } from "../../modules/merchant"
import { ORDER_FIELDS, toOrdersJson } from "./load-orders"
import { describeDelivery } from "../../domain/delivery/order-delivery"
import { toKenyanPhone } from "../../domain/notifications/kenyan-phone"
import { appKey } from "../app-key"
import { loadShopperRefund } from "./order-refund-facts"

async function readOrder(container: MedusaContainer, orderId: string) {
  const { data } = await container
    .resolve(ContainerRegistrationKeys.QUERY)
    .graph({ entity: "order", fields: ORDER_FIELDS, filters: { id: orderId } })
  const stored = data[0]
  if (!stored?.customer_id) return null
  const [order] = await toOrdersJson(container, [stored])
  const knex = container.resolve(ContainerRegistrationKeys.PG_CONNECTION)
  const [customer, payer, refund] = await Promise.all([
    container.resolve(Modules.CUSTOMER).retrieveCustomer(stored.customer_id),
    knex("mpesa_payment").select("phone").where({ order_id: orderId }).whereNull("deleted_at").orderBy("created_at", "desc").first(),
    loadShopperRefund(knex, order),
  ])
  const buyer = {
    email: customer.email,
    firstName: customer.first_name ?? "",
    name: [customer.first_name, customer.last_name].filter(Boolean).join(" "),
    phone: customer.phone || null,
    // Texts go to the phone given at checkout (delivery, else the M-Pesa payer), else the profile's (issue item 3).
    smsPhone: toKenyanPhone(order.delivery.phone) ?? toKenyanPhone(payer?.phone as string | undefined) ?? toKenyanPhone(customer.phone),
  }
  return { stored, order, buyer, refund }
}

type OrderNotice = NonNullable<Awaited<ReturnType<typeof readOrder>>>
const reads = new WeakMap<object, Map<string, Promise<OrderNotice | null>>>()

/**
 * An order as its notices show it (the buyer's view) and its buyer; null if either is gone. The
 * subscribers of one order event run at once and read the same order: they share one read.
 */
export function loadOrderNotice(container: MedusaContainer, orderId: string): Promise<OrderNotice | null> {
  const app = appKey(container)
  let running = reads.get(app)
  if (!running) reads.set(app, (running = new Map()))
  let read = running.get(orderId)
  if (!read) {
    read = readOrder(container, orderId).finally(() => running.delete(orderId))
    running.set(orderId, read)
  }
  return read
}

/**
 * Who carries a shipped line, in the buyer's words ("Rider Otieno 0712345678", "G4S waybill 123"),
 * when the seller said (the order line's rider or courier columns, read as they are: older lines have
 * none), else null.
 */
async function carrierOf(container: MedusaContainer, lineItemId: string): Promise<string | null> {
  const knex = container.resolve(ContainerRegistrationKeys.PG_CONNECTION)
  const row = (await knex("order_line").select("*").where({ line_item_id: lineItemId }).whereNull("deleted_at").first()) as
    | Record<string, string | null | undefined>
    | undefined
  const rider = [row?.rider_name, row?.rider_phone].filter(Boolean).join(" ")
  const courier = [row?.courier, row?.waybill ? `waybill ${row.waybill}` : null].filter(Boolean).join(" ")
  if (row?.shipped_by === "courier" && courier) return `Courier ${courier}`
  if (rider) return `Rider ${rider}`
  return courier ? `Courier ${courier}` : null
}

/** One line of an order and its buyer, for the shipped and delivered notices; null if either is gone. */
export async function findLineNotice(container: MedusaContainer, orderId: string, lineItemId: string) {
  const loaded = await loadOrderNotice(container, orderId)
  const line = loaded?.order.products.find((product) => product._id === lineItemId)
  if (!loaded || !line) return null
  return {
    buyer: loaded.buyer,
    line: {
      number: loaded.order.number,
      name: line.name,
      variant: line.variant,
      quantity: line.quantity,
      carrier: line.status === "Shipped" ? await carrierOf(container, lineItemId) : null,
      payment: loaded.order.payment,
    },
  }
}

/**
 * A new order as each merchant sees it: per merchant (approved and active) whose brands have a
 * line in it (of `onlyLineIds` when given), their contact and only their lines, with the buyer's name and phone.
 */
export async function findMerchantOrderNotices(container: MedusaContainer, orderId: string, onlyLineIds?: string[]) {
  const loaded = await loadOrderNotice(container, orderId)
  if (!loaded) return []
  const brandOfLine = new Map<string, string>(
    (loaded.stored.items ?? []).filter(Boolean).map((item) => [String(item!.id), String(item!.metadata?.brand_id ?? "")])
  )
  const brandIds = [...new Set([...brandOfLine.values()].filter(Boolean))]
  if (!brandIds.length) return []
  const brands = await container.resolve<BrandModuleService>(BRAND_MODULE).listBrands({ id: brandIds }, { select: ["id", "merchant_id"] })
  const merchantOfBrand = new Map(brands.filter((b) => b.merchant_id).map((b) => [b.id, b.merchant_id as string]))
  const merchantIds = [...new Set(merchantOfBrand.values())]
  if (!merchantIds.length) return []
  const merchants = await container
    .resolve<MerchantModuleService>(MERCHANT_MODULE)
    .listMerchants({ id: merchantIds, status: "Approved", is_active: true })
  return merchants
    .map((merchant) => {
      const lines = loaded.order.products.filter(
        (line) => merchantOfBrand.get(brandOfLine.get(line._id) ?? "") === merchant.id && (!onlyLineIds || onlyLineIds.includes(line._id))
      )
      return {
        email: merchant.email ?? null,
        phone: merchant.phone_number || null,
        notice: {
          orderId,
          number: loaded.order.number,
          merchantName: merchant.name,
          lines: lines.map((line) => ({ name: line.name, variant: line.variant, quantity: line.quantity, totalPrice: line.totalPrice })),
          buyer: { name: loaded.order.delivery.recipient || loaded.buyer.name, phone: loaded.order.delivery.phone ?? loaded.buyer.phone },
          delivery: describeDelivery(loaded.order.delivery),
        },
      }
    })
    .filter((entry) => entry.notice.lines.length)
}
