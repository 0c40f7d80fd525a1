import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { BRAND_MODULE } from "../../modules/brand"
import type BrandModuleService from "../../modules/brand/service"
import { MERCHANT_MODULE } from "../../modules/merchant"
import type MerchantModuleService from "../../modules/merchant/service"
import { ORDER_FIELDS, toOrdersJson } from "./load-orders"
import { describeDelivery } from "../../domain/delivery/order-delivery"
import { appKey } from "../app-key"

async function readOrder(container: MedusaContainer, orderId: string) {
  const { data } = await container
    .resolve(ContainerRegistrationKeys.QUERY)
    .graph({ entity: "order", fields: ORDER_FIELDS, filters: { id: orderId } })
  const stored = data[0]
  if (!stored?.customer_id) return null
  const [order] = await toOrdersJson(container, [stored])
  const customer = await container.resolve(Modules.CUSTOMER).retrieveCustomer(stored.customer_id)
  const buyer = {
    email: customer.email,
    firstName: customer.first_name ?? "",
    name: [customer.first_name, customer.last_name].filter(Boolean).join(" "),
    phone: customer.phone || null,
  }
  return { stored, order, buyer }
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

/** One line of an order and its buyer, for the shipped and delivered notices; null if either is gone. */
export async function findLineNotice(container: MedusaContainer, orderId: string, lineItemId: string) {
  const loaded = await loadOrderNotice(container, orderId)
  const line = loaded?.order.products.find((product) => product._id === lineItemId)
  if (!loaded || !line) return null
  return {
    buyer: loaded.buyer,
    line: { orderId, name: line.name, variant: line.variant, quantity: line.quantity },
  }
}

/**
 * A new order as each merchant sees it: per merchant (approved and active) whose brands have a
 * line in it, their contact and only their lines, with the buyer's name and phone.
 */
export async function findMerchantOrderNotices(container: MedusaContainer, orderId: string) {
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
      const lines = loaded.order.products.filter((line) => merchantOfBrand.get(brandOfLine.get(line._id) ?? "") === merchant.id)
      return {
        email: merchant.email ?? null,
        phone: merchant.phone_number || null,
        notice: {
          orderId,
          merchantName: merchant.name,
          lines: lines.map((line) => ({ name: line.name, variant: line.variant, quantity: line.quantity, totalPrice: line.totalPrice })),
          buyer: { name: loaded.order.delivery.recipient || loaded.buyer.name, phone: loaded.order.delivery.phone ?? loaded.buyer.phone },
          delivery: describeDelivery(loaded.order.delivery),
        },
      }
    })
    .filter((entry) => entry.notice.lines.length)
}
