import type { MedusaContainer } from "@medusajs/framework/types"
import { DAY_MS } from "../../src/domain/ledger/settings"
import { reconcileLedger } from "./ledger"
import { bearer, register, type ShopApi } from "./accounts"
import type { DarajaSimulator } from "./daraja"
import { eventually } from "./eventually"
import { merchantWithAccount } from "./merchants"
import { setLineStatus } from "./orders"
import { order, productBySlug } from "./shop"

/** Money that B2C sends: a seller's available earnings (payouts) or a buyer's refund due. */
export type MoneyShop = { api: ShopApi; container: () => MedusaContainer; sim: DarajaSimulator; adminToken: string }
export type Phone = { typed: string; daraja: string }

const earnings = async (api: ShopApi, token: string) => (await api.get("/api/earnings", bearer(token))).data.earnings

/**
 * A fresh merchant owning the Chui brand with an M-Pesa payout method (`phone`), one line of
 * product 25 (Kes. 2,500, VAT exempt, 10%: Kes. 2,250 to the seller) delivered and the hold passed.
 */
export async function sellerWithAvailable(shop: MoneyShop, phone: Phone) {
  const { api } = shop
  const merchant = await merchantWithAccount(api, shop.container(), "chui")
  expect((await api.put("/api/earnings/payout-method", { kind: "mpesa", phone: phone.typed }, bearer(merchant.token))).status).toBe(200)
  const buyer = await register(api)
  const placed = await order(api, buyer.token, [{ slug: "test-product-25", quantity: 1 }])
  expect((await setLineStatus(api, shop.adminToken, placed._id, placed.products[0]._id, "Delivered")).status).toBe(200)
  // Pay on delivery, the shop's rider collected: the admin confirms the cash reached the shop (issue 48, item 5).
  expect((await api.post(`/api/order/${placed._id}/cash-received`, {}, bearer(shop.adminToken))).status).toBe(200)
  await eventually(() => earnings(api, merchant.token), (shown) => shown.pending === 2250)
  await reconcileLedger(shop.container(), new Date(Date.now() + 8 * DAY_MS))
  expect(await earnings(api, merchant.token)).toMatchObject({ pending: 0, available: 2250, paidOut: 0 })
  return { token: merchant.token, merchantId: merchant.merchantId, phone, earnings: () => earnings(api, merchant.token) }
}

/** A buyer pays 2 × Kes. 500 with M-Pesa from `phone` (the callback places the order), then cancels it: Kes. 1,000 is due back. */
export async function paidThenCancelled(shop: MoneyShop, phone: Phone) {
  const { api, sim } = shop
  const buyer = await register(api)
  const product = await productBySlug(api, "test-product-5")
  await sim.scenario(phone.daraja, { resultCode: 0, delayMs: 1_000 })
  const cart = await api.post("/api/cart/add", { products: [{ product: product._id, quantity: 2 }] }, bearer(buyer.token))
  const started = await api.post("/api/payment/mpesa", { cartId: cart.data.cartId, total: 2 * product.price, phone: phone.typed }, bearer(buyer.token))
  expect(started.status).toBe(200)
  const paymentId = started.data.payment._id as string
  await sim.advance(1_000)
  const payment = (await api.get(`/api/payment/mpesa/${paymentId}`, bearer(buyer.token))).data.payment
  expect(payment).toMatchObject({ state: "Paid", amount: 1000 })
  const orderId = payment.orderId as string
  expect((await api.delete(`/api/order/cancel/${orderId}`, bearer(buyer.token))).status).toBe(200)
  const dueNow = async () => ((await api.get("/api/payouts/refunds", bearer(shop.adminToken))).data.due as { paymentId: string }[]).some((d) => d.paymentId === paymentId)
  expect(await eventually(dueNow, Boolean)).toBe(true)
  return { buyer, paymentId, orderId, dueNow }
}

/** Waits until the shop has asked Daraja's Transaction Status about the payout or refund `id` (OriginalConversationID). */
export async function statusAsked(sim: DarajaSimulator, id: string) {
  const asked = async () => (await sim.b2c()).statusQueries.filter((q) => q.original === id).length
  expect(await eventually(asked, (n) => n > 0)).toBeGreaterThan(0)
}

/** A failure Result as Daraja posts one (no ResultParameters), forged for `id` and posted to the URL the payment was sent with. */
export async function forgeFailure(api: ShopApi, sim: DarajaSimulator, id: string) {
  const sent = (await sim.b2c()).payments.find((p) => p.originatorConversationId === id)!
  const body = {
    Result: {
      ResultType: 0,
      ResultCode: 2001,
      ResultDesc: "The initiator information is invalid.",
      OriginatorConversationID: id,
      ConversationID: "AG_20261129_00004e1f0b2f3c9d8a7e",
      TransactionID: "SKT0000000",
    },
  }
  return api.post(new URL(sent.resultUrl).pathname, body, { validateStatus: () => true })
}
