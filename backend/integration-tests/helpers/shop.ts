import { ACCOUNT_MODULE } from "../../src/modules/account"
import type AccountModuleService from "../../src/modules/account/service"
import type { Role } from "../../src/modules/account/models/account"
import type { MedusaContainer } from "@medusajs/framework/types"
import { anyStatus, bearer, register, type ShopApi } from "./accounts"

export async function registerWithRole(api: ShopApi, container: MedusaContainer, role: Role, merchantId?: string) {
  const person = await register(api)
  const accounts = container.resolve(ACCOUNT_MODULE) as AccountModuleService
  const account = await accounts.retrieveAccountByCustomer(person.user.id)
  await accounts.updateAccounts({ id: account!.id, role, merchant_id: merchantId ?? null })
  return person
}

export async function productBySlug(api: ShopApi, slug: string) {
  const res = await api.get(`/api/product/item/${slug}`, anyStatus)
  return res.data.product
}

type Line = { slug: string; quantity: number; variant?: string }

/** Cart and order the way the storefront does: prices sent are the shop's own. */
export async function order(api: ShopApi, token: string, lines: Line[], message = "") {
  const products = await Promise.all(lines.map((line) => productBySlug(api, line.slug)))
  const cart = await api.post(
    "/api/cart/add",
    {
      products: lines.map((line, i) => ({
        product: products[i]._id,
        quantity: line.quantity,
        variant: line.variant ?? null,
        price: products[i].price,
        taxable: products[i].taxable,
      })),
    },
    bearer(token)
  )
  if (cart.status !== 200) throw new Error(`cart: ${JSON.stringify(cart.data)}`)
  const total = lines.reduce((sum, line, i) => sum + products[i].price * line.quantity, 0)
  const placed = await api.post("/api/order/add", { cartId: cart.data.cartId, total, message }, bearer(token))
  if (placed.status !== 200) throw new Error(`order: ${JSON.stringify(placed.data)}`)
  const detail = await api.get(`/api/order/${placed.data.order._id}`, bearer(token))
  return detail.data.order
}
