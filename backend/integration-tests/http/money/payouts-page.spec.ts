import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { Knex } from "knex"
import { PAYOUT_MESSAGES } from "../../../src/domain/ledger/payouts"
import { DAY_MS } from "../../../src/domain/ledger/settings"
import { reconcileLedger } from "../../helpers/ledger"
import { settlePendingMpesaPayments } from "../../helpers/payment-jobs"
import { bearer, register, type ShopApi } from "../../helpers/accounts"
import { phoneSequence, startDarajaForShop, type DarajaSimulator } from "../../helpers/daraja"
import { eventually } from "../../helpers/eventually"
import { expectLedgerInvariants } from "../../helpers/ledger-invariants"
import { merchantWithAccount } from "../../helpers/merchants"
import { confirmCash, setLineStatus } from "../../helpers/orders"
import { order, productBySlug, registerWithRole } from "../../helpers/shop"
import { seedTestCatalogue } from "../../fixtures/catalogue"

/** Issue item 19: the Payouts page's sellers (payable date, method, why not payable) and flagged payments' Refund. */
const SECRET = "payouts-page-secret-3f9a1c"
const PRODUCT = { slug: "test-product-5", price: 500 }
let sim: DarajaSimulator
const nextPhone = phoneSequence("7380")

beforeAll(async () => {
  sim = await startDarajaForShop(SECRET)
})
afterAll(async () => {
  await sim?.close()
})

type SellerRow = {
  merchantId: string
  pending: number
  available: number
  payableOn: string | null
  payoutMethod: { kind: string; phone: string | null } | null
  notPayable: string | null
}
type Flagged = { _id: string; state: string; orderNumber: string | null; owed: number; refundable: boolean }

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    let admin: { token: string }
    const knex = () => getContainer().resolve<Knex>(ContainerRegistrationKeys.PG_CONNECTION)

    beforeAll(async () => {
      await seedTestCatalogue(getContainer())
      process.env.MPESA_CALLBACK_BASE_URL = (api as ShopApi).defaults.baseURL as string
      admin = await registerWithRole(api, getContainer(), "ROLE_ADMIN")
    })

    afterEach(async () => {
      await expectLedgerInvariants(api, knex(), admin.token)
    })

    const sellers = async () => (await api.get("/api/ledger/sellers", bearer(admin.token))).data.sellers as SellerRow[]
    const flagged = async (paymentId: string) =>
      ((await api.get("/api/payouts/payments", bearer(admin.token))).data.payments as Flagged[]).find((p) => p._id === paymentId)

    it("each seller shows when pending earnings become payable, the payout method (masked) and why Approve payout is unavailable", async () => {
      const merchant = await merchantWithAccount(api, getContainer(), "chui")
      const phone = nextPhone()
      expect((await api.put("/api/earnings/payout-method", { kind: "mpesa", phone: phone.typed }, bearer(merchant.token))).status).toBe(200)
      const buyer = await register(api)
      const placed = await order(api, buyer.token, [{ slug: "test-product-25", quantity: 1 }])
      expect((await setLineStatus(api, admin.token, placed._id, placed.products[0]._id, "Delivered")).status).toBe(200)
      expect((await confirmCash(api, admin.token, placed._id)).status).toBe(200)
      const sold = Date.now()

      const pending = await eventually(sellers, (list) => list.some((s) => s.merchantId === merchant.merchantId && s.pending === 2250))
      const row = pending.find((s) => s.merchantId === merchant.merchantId)!
      expect(row).toMatchObject({
        available: 0,
        payoutMethod: { kind: "mpesa", phone: `${phone.daraja.slice(0, 6)}***${phone.daraja.slice(-3)}` },
        notPayable: "Nothing is available yet: pending earnings become payable after the hold.",
      })
      // The default hold is 7 days from the sale.
      const payableOn = Date.parse(row.payableOn!)
      expect(payableOn).toBeGreaterThanOrEqual(sold - 60_000 + 7 * DAY_MS)
      expect(payableOn).toBeLessThanOrEqual(Date.now() + 7 * DAY_MS)

      await reconcileLedger(getContainer(), new Date(Date.now() + 8 * DAY_MS))
      const after = (await sellers()).find((s) => s.merchantId === merchant.merchantId)!
      expect(after).toMatchObject({ pending: 0, available: 2250, payableOn: null, notPayable: null })

      // Without a payout method the reason is the approval's own.
      await knex()("payout_method").where({ merchant_id: merchant.merchantId }).update({ deleted_at: new Date() })
      expect((await sellers()).find((s) => s.merchantId === merchant.merchantId)).toMatchObject({ payoutMethod: null, notPayable: PAYOUT_MESSAGES.noMethod })
      const refused = await api.post("/api/payouts", { merchantId: merchant.merchantId }, bearer(admin.token))
      expect(refused.data).toEqual({ error: PAYOUT_MESSAGES.noMethod })
      await knex()("payout_method").where({ merchant_id: merchant.merchantId }).update({ deleted_at: null })
    })

    it("a flagged Refund-due payment can be refunded once, admins only; a double click sends one B2C payment", async () => {
      const productId = (await productBySlug(api, PRODUCT.slug))._id
      const buyer = await register(api)
      const cart = await api.post("/api/cart/add", { products: [{ product: productId, quantity: 2 }] }, bearer(buyer.token))
      const phone = nextPhone()
      await sim.scenario(phone.daraja, { resultCode: 0, delayMs: 400_000 })
      const started = await api.post("/api/payment/mpesa", { cartId: cart.data.cartId, total: 1000, phone: phone.typed }, bearer(buyer.token))
      expect(started.status).toBe(200)
      const paymentId = started.data.payment._id as string
      await settlePendingMpesaPayments(getContainer() as MedusaContainer, new Date(Date.now() + 181_000))
      // Ordered another way (pay on delivery) before the late success arrives: Refund due, flagged.
      expect((await api.post("/api/order/add", { cartId: cart.data.cartId, total: 1000 }, bearer(buyer.token))).status).toBe(200)
      await sim.advance(400_000)
      expect(await flagged(paymentId)).toMatchObject({ state: "Refund due", orderNumber: null, owed: 1000, refundable: true })

      const merchant = await merchantWithAccount(api, getContainer())
      for (const token of [buyer.token, merchant.token]) {
        expect((await api.post("/api/payouts/refunds", { paymentId }, bearer(token))).status).toBe(403)
      }

      const [first, second] = await Promise.all([
        api.post("/api/payouts/refunds", { paymentId }, bearer(admin.token)),
        api.post("/api/payouts/refunds", { paymentId }, bearer(admin.token)),
      ])
      const statuses = [first.status, second.status].sort()
      expect(statuses[0]).toBe(200)
      expect([400, 409]).toContain(statuses[1])
      expect(await knex()("buyer_refund").where({ payment_id: paymentId })).toHaveLength(1)
      expect((await sim.b2c()).payments.filter((p) => p.phone === phone.daraja)).toHaveLength(1)
      expect(await flagged(paymentId)).toMatchObject({ refundable: false })
    })
  },
})
