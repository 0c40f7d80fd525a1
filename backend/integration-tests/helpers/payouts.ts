import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { Knex } from "knex"
import { DAY_MS } from "../../src/domain/ledger/settings"
import { reconcileLedger } from "./ledger"
import { bearer, type ShopApi } from "./accounts"
import { eventually } from "./eventually"
import { merchantWithAccount } from "./merchants"
import { confirmCash, setLineStatus } from "./orders"
import { order } from "./shop"

export type Seller = { token: string; email: string; merchantId: string; phone: { typed: string; daraja: string } }

/**
 * A fresh merchant put in charge of the Chui brand (enabled again, with product 25, if an earlier
 * test disabled or removed its merchant), with an M-Pesa payout method, and one line of product 25
 * (Kes. 2,500, VAT exempt, 10%: Kes. 2,250 to the seller) delivered, its cash confirmed by the admin, with the hold
 * passed: Kes. 2,250 available.
 */
export async function sellerWithAvailable(
  api: ShopApi,
  container: MedusaContainer,
  people: { adminToken: string; buyerToken: string },
  phone: { typed: string; daraja: string }
): Promise<Seller> {
  const merchant = await merchantWithAccount(api, container, "chui")
  const seller: Seller = { token: merchant.token, email: merchant.email, merchantId: merchant.merchantId, phone }
  const admin = bearer(people.adminToken)
  expect((await api.put(`/api/brand/${merchant.brand.id}/active`, { brand: { isActive: true } }, admin)).status).toBe(200)
  const knex = container.resolve<Knex>(ContainerRegistrationKeys.PG_CONNECTION)
  const product = await knex("product").where({ handle: "test-product-25" }).whereNull("deleted_at").first("id")
  expect((await api.put(`/api/product/${product.id}/active`, { product: { isActive: true } }, admin)).status).toBe(200)
  expect((await api.put("/api/earnings/payout-method", { kind: "mpesa", phone: phone.typed }, bearer(seller.token))).status).toBe(200)
  const placed = await order(api, people.buyerToken, [{ slug: "test-product-25", quantity: 1 }])
  expect((await setLineStatus(api, people.adminToken, placed._id, placed.products[0]._id, "Delivered")).status).toBe(200)
  // Pay on delivery, the shop's rider collected: the admin confirms the cash reached the shop (issue 48, item 5).
  expect((await confirmCash(api, people.adminToken, placed._id)).status).toBe(200)
  const earnings = async () => (await api.get("/api/earnings", bearer(seller.token))).data.earnings
  await eventually(earnings, (shown) => shown.pending === 2250)
  await reconcileLedger(container, new Date(Date.now() + 8 * DAY_MS))
  expect(await earnings()).toMatchObject({ pending: 0, available: 2250, paidOut: 0 })
  return seller
}
