import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { Knex } from "knex"
import { SHOP_ACCOUNTS } from "../../../src/domain/ledger/accounts"
import { REFUND_MESSAGES } from "../../../src/domain/ledger/refunds"
import { PLACE_FLAGGED_MESSAGES } from "../../../src/domain/payments/place-flagged"
import { FLAG_REASONS } from "../../../src/domain/payments/stk-claim"
import { OUT_OF_STOCK } from "../../../src/queries/orders/checkout-cart"
import { settlePendingMpesaPayments } from "../../helpers/payment-jobs"
import { bearer, register, type ShopApi } from "../../helpers/accounts"
import { phoneSequence, startDarajaForShop, type DarajaSimulator } from "../../helpers/daraja"
import { eventually } from "../../helpers/eventually"
import { expectLedgerInvariants } from "../../helpers/ledger-invariants"
import { merchantWithAccount } from "../../helpers/merchants"
import { productBySlug, registerWithRole } from "../../helpers/shop"
import { seedTestCatalogue } from "../../fixtures/catalogue"

/**
 * Issue 49, item 19: "Place the order anyway" for a flagged Refund-due M-Pesa payment (Daraja
 * confirmed the money for a cart that could not be ordered): once, admins only, the order paid by
 * the payment, the money recognised like any paid order's, the flag cleared; refused (changing
 * nothing) after a refund, for an ordered cart, an amount short of the cart's total, no stock.
 */
const SECRET = "place-flagged-secret-5c1e7a"
const PRODUCT = { slug: "test-product-5", sku: "TST-005", price: 500 }
let sim: DarajaSimulator
const nextPhone = phoneSequence("7390")

beforeAll(async () => {
  sim = await startDarajaForShop(SECRET)
})
afterAll(async () => {
  await sim?.close()
})

type Payment = { _id: string; state: string; orderId: string | null }
type Flagged = { _id: string; state: string; reason: string | null; placeable: boolean; refundable: boolean }

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    let admin: { token: string }
    let productId: string
    const knex = () => getContainer().resolve<Knex>(ContainerRegistrationKeys.PG_CONNECTION)

    beforeAll(async () => {
      await seedTestCatalogue(getContainer())
      process.env.MPESA_CALLBACK_BASE_URL = (api as ShopApi).defaults.baseURL as string
      admin = await registerWithRole(api, getContainer(), "ROLE_ADMIN")
      productId = (await productBySlug(api, PRODUCT.slug))._id
    })

    afterEach(async () => {
      await expectLedgerInvariants(api, knex(), admin.token)
    })

    const runJobAt = (msFromNow: number) => settlePendingMpesaPayments(getContainer() as MedusaContainer, new Date(Date.now() + msFromNow))
    const paymentOf = async (token: string, id: string) => (await api.get(`/api/payment/mpesa/${id}`, bearer(token))).data.payment as Payment
    const ordersOf = async (token: string) =>
      (await api.get("/api/order/me", bearer(token))).data.orders as { _id: string; payment: { method: string; state: string; receipt: string | null } }[]
    const flagged = async (paymentId: string) =>
      ((await api.get("/api/payouts/payments", bearer(admin.token))).data.payments as Flagged[]).find((p) => p._id === paymentId)
    const place = (paymentId: string, token = admin.token) => api.post(`/api/payouts/payments/${paymentId}/place`, {}, bearer(token))
    /** Σ of an account over the payment's ledger transactions, in cents. */
    const paymentSum = async (paymentId: string, account: string) =>
      Number(
        (
          await knex().raw(
            `SELECT COALESCE(SUM(e.amount), 0)::text AS total FROM ledger_entry e JOIN ledger_transaction t ON t.id = e.transaction_id
             WHERE e.account_id = ? AND t.payment_id = ?`,
            [account, paymentId]
          )
        ).rows[0].total
      )
    const keysOf = async (paymentId: string) =>
      ((await knex().raw(`SELECT key FROM ledger_transaction WHERE payment_id = ? ORDER BY key`, [paymentId])).rows as { key: string }[]).map((r) => r.key)
    /** What a refused place must leave as it was: the payment, its flag, its ledger, the buyer's orders. */
    const snapshot = async (paymentId: string, token: string) => ({
      payment: await paymentOf(token, paymentId),
      flag: await flagged(paymentId),
      keys: await keysOf(paymentId),
      orders: (await ordersOf(token)).map((o) => o._id),
    })
    const setStock = (sql: string) =>
      knex().raw(
        `UPDATE inventory_level SET stocked_quantity = ${sql}
         WHERE inventory_item_id = (SELECT id FROM inventory_item WHERE sku = ? AND deleted_at IS NULL) AND deleted_at IS NULL`,
        [PRODUCT.sku]
      )

    async function shopper() {
      const buyer = await register(api)
      const cart = await api.post("/api/cart/add", { products: [{ product: productId, quantity: 2 }] }, bearer(buyer.token))
      expect(cart.status).toBe(200)
      return { buyer, cartId: cart.data.cartId as string, total: 2 * PRODUCT.price }
    }

    /** A prompt paid only after the job marked it Expired (its held stock given back). */
    async function expiredPrompt(who: Awaited<ReturnType<typeof shopper>>) {
      const phone = nextPhone()
      await sim.scenario(phone.daraja, { resultCode: 0, delayMs: 400_000 })
      const res = await api.post("/api/payment/mpesa", { cartId: who.cartId, total: who.total, phone: phone.typed }, bearer(who.buyer.token))
      expect({ status: res.status, data: res.data }).toMatchObject({ status: 200 })
      await runJobAt(181_000)
      expect(await paymentOf(who.buyer.token, res.data.payment._id)).toMatchObject({ state: "Expired" })
      return res.data.payment._id as string
    }

    /** Paid after expiry while the product had no stock left: Refund due, flagged, its cart not ordered. Stock is back when it returns. */
    async function flaggedUnordered() {
      const who = await shopper()
      const paymentId = await expiredPrompt(who)
      const before = (await knex().raw(`SELECT stocked_quantity FROM inventory_level WHERE inventory_item_id = (SELECT id FROM inventory_item WHERE sku = ?)`, [PRODUCT.sku]))
        .rows[0].stocked_quantity as number
      await setStock("reserved_quantity")
      await sim.advance(400_000)
      expect(await paymentOf(who.buyer.token, paymentId)).toMatchObject({ state: "RefundDue", orderId: null })
      expect(await flagged(paymentId)).toMatchObject({ state: "Refund due", reason: FLAG_REASONS.notOrderable(OUT_OF_STOCK), placeable: true, refundable: true })
      expect(await paymentSum(paymentId, SHOP_ACCOUNTS.refunds)).toBe(100_000)
      return { who, paymentId, restoreStock: () => setStock(String(Number(before))) }
    }

    it("places the order once, like a confirmed payment's: the ledger balanced, the flag cleared, audited; a second click and a refund are refused", async () => {
      const { who, paymentId, restoreStock } = await flaggedUnordered()

      // Still no stock: refused, nothing changed.
      const unchanged = await snapshot(paymentId, who.buyer.token)
      const noStock = await place(paymentId)
      expect({ status: noStock.status, data: noStock.data }).toEqual({ status: 400, data: { error: PLACE_FLAGGED_MESSAGES.cartNotOrderable(OUT_OF_STOCK) } })
      expect(await snapshot(paymentId, who.buyer.token)).toEqual(unchanged)
      await restoreStock()

      const merchant = await merchantWithAccount(api, getContainer())
      for (const token of [merchant.token, who.buyer.token]) expect((await place(paymentId, token)).status).toBe(403)
      expect(await snapshot(paymentId, who.buyer.token)).toEqual(unchanged)

      // A double click: one order; the other click is told it is done.
      const [first, second] = await Promise.all([place(paymentId), place(paymentId)])
      const [ok, refused] = first.status === 200 ? [first, second] : [second, first]
      expect(ok.status).toBe(200)
      expect(ok.data.order.number).toMatch(/^DK-\d+$/)
      expect({ status: refused.status, data: refused.data }).toEqual({ status: 400, data: { error: PLACE_FLAGGED_MESSAGES.hasOrder(ok.data.order.number) } })

      const orderId = ok.data.order._id as string
      expect(await paymentOf(who.buyer.token, paymentId)).toMatchObject({ state: "Paid", orderId })
      const orders = await ordersOf(who.buyer.token)
      expect(orders).toEqual([expect.objectContaining({ _id: orderId, payment: expect.objectContaining({ method: "mpesa", state: "Paid" }) })])
      expect(await flagged(paymentId)).toBeUndefined()

      // The money: no longer owed back, received once, held for the buyer as any paid order's.
      await eventually(() => keysOf(paymentId), (keys) => keys.includes(`mpesa-paid:${paymentId}`))
      expect(await paymentSum(paymentId, SHOP_ACCOUNTS.refunds)).toBe(0)
      expect(await paymentSum(paymentId, SHOP_ACCOUNTS.mpesaReceived)).toBe(-100_000)
      expect(await paymentSum(paymentId, SHOP_ACCOUNTS.customerClearing)).toBe(100_000)

      const history = (await api.get(`/api/audit?entity=order&entityId=${orderId}`, bearer(admin.token))).data.entries as { action: string; changes: Record<string, unknown> }[]
      expect(history.map((entry) => entry.action)).toContain("order.place-flagged-payment")
      expect(history.find((entry) => entry.action === "order.place-flagged-payment")!.changes).toMatchObject({
        paymentState: { before: "Refund due", after: "Paid" },
        flag: { before: FLAG_REASONS.notOrderable(OUT_OF_STOCK), after: null },
      })

      const refund = await api.post("/api/payouts/refunds", { paymentId }, bearer(admin.token))
      expect({ status: refund.status, data: refund.data }).toEqual({ status: 400, data: { error: REFUND_MESSAGES.nothingOwed } })
      expect(await knex()("buyer_refund").where({ payment_id: paymentId })).toHaveLength(0)
      expect((await place(paymentId)).status).toBe(400)
      expect(await ordersOf(who.buyer.token)).toHaveLength(1)
    })

    it("is refused once a refund was started for the payment, and the refund goes on", async () => {
      const { who, paymentId, restoreStock } = await flaggedUnordered()
      await restoreStock()
      expect((await api.post("/api/payouts/refunds", { paymentId }, bearer(admin.token))).status).toBe(200)
      expect(await flagged(paymentId)).toMatchObject({ placeable: false })
      const unchanged = await snapshot(paymentId, who.buyer.token)

      const refused = await place(paymentId)
      expect({ status: refused.status, data: refused.data }).toEqual({ status: 400, data: { error: PLACE_FLAGGED_MESSAGES.refundStarted } })
      expect(await snapshot(paymentId, who.buyer.token)).toEqual(unchanged)
      expect(await knex()("buyer_refund").where({ payment_id: paymentId })).toHaveLength(1)
    })

    it("is refused when the cart was ordered another way", async () => {
      const who = await shopper()
      const paymentId = await expiredPrompt(who)
      const cod = await api.post("/api/order/add", { cartId: who.cartId, total: who.total }, bearer(who.buyer.token))
      expect(cod.status).toBe(200)
      await sim.advance(400_000)
      expect(await flagged(paymentId)).toMatchObject({ state: "Refund due", reason: FLAG_REASONS.orderedOtherwise, placeable: true })
      const unchanged = await snapshot(paymentId, who.buyer.token)

      const refused = await place(paymentId)
      const number = (await api.get(`/api/order/${cod.data.order._id}`, bearer(who.buyer.token))).data.order.number as string
      expect(number).toMatch(/^DK-\d+$/)
      expect({ status: refused.status, data: refused.data }).toEqual({ status: 400, data: { error: PLACE_FLAGGED_MESSAGES.cartOrdered(number) } })
      expect(await snapshot(paymentId, who.buyer.token)).toEqual(unchanged)
    })

    it("is refused when the payment no longer covers the cart's total (its price went up)", async () => {
      const { who, paymentId, restoreStock } = await flaggedUnordered()
      await restoreStock()
      expect((await api.put(`/api/product/${productId}`, { product: { price: 600 } }, bearer(admin.token))).status).toBe(200)
      try {
        const unchanged = await snapshot(paymentId, who.buyer.token)
        const refused = await place(paymentId)
        expect({ status: refused.status, data: refused.data }).toEqual({ status: 400, data: { error: PLACE_FLAGGED_MESSAGES.amountShort(1000, 1200) } })
        expect(await snapshot(paymentId, who.buyer.token)).toEqual(unchanged)
      } finally {
        expect((await api.put(`/api/product/${productId}`, { product: { price: PRODUCT.price } }, bearer(admin.token))).status).toBe(200)
      }
    })

    it("answers 404 for an unknown payment", async () => {
      const res = await place("mpay_unknown")
      expect({ status: res.status, data: res.data }).toEqual({ status: 404, data: { message: PLACE_FLAGGED_MESSAGES.notFound } })
    })
  },
})
