import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { Knex } from "knex"
import { SHOP_ACCOUNTS } from "../../../src/domain/ledger/accounts"
import { REFUND_MESSAGES } from "../../../src/domain/ledger/refunds"
import { settlePendingMpesaPayments } from "../../helpers/payment-jobs"
import { resolveStalePayouts } from "../../helpers/payout-jobs"
import { addNairobiAddress } from "../../helpers/addresses"
import { bearer, register, type ShopApi } from "../../helpers/accounts"
import { phoneSequence, startDarajaForShop, type DarajaScenario, type DarajaSimulator } from "../../helpers/daraja"
import { expectLedgerInvariants } from "../../helpers/ledger-invariants"
import { merchantWithAccount } from "../../helpers/merchants"
import { productBySlug, registerWithRole } from "../../helpers/shop"
import { seedTestCatalogue } from "../../fixtures/catalogue"
import { eventually } from "../../helpers/eventually"

const SECRET = "refund-secret-5b7e0a"
const PRODUCT = { slug: "test-product-5", price: 500 }
let sim: DarajaSimulator
/** A fresh Safaricom number per buyer, as the buyer types it and as Daraja sees it. */
const nextPhone = phoneSequence("7340")

// Before the runner boots the shop: the simulator is up and MPESA_* / MPESA_B2C_* point at it.
beforeAll(async () => {
  sim = await startDarajaForShop(SECRET)
})
afterAll(async () => {
  await sim?.close()
})

type Person = { token: string }
type Due = { paymentId: string; orderId: string | null; phone: string; owed: number; amount: number; lastFailure: string | null }
type RefundJson = { _id: string; paymentId: string; orderId: string | null; amount: number; phone: string; state: string; receipt: string | null; reason: string | null }

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    let admin: Person
    let productId: string
    const knex = () => getContainer().resolve<Knex>(ContainerRegistrationKeys.PG_CONNECTION)
    const balance = async (account: string) =>
      Number((await knex().raw(`SELECT COALESCE(SUM(amount), 0)::text AS total FROM ledger_entry WHERE account_id = ?`, [account])).rows[0].total)

    beforeAll(async () => {
      await seedTestCatalogue(getContainer())
      process.env.MPESA_CALLBACK_BASE_URL = (api as ShopApi).defaults.baseURL as string
      admin = await registerWithRole(api, getContainer(), "ROLE_ADMIN")
      productId = (await productBySlug(api, PRODUCT.slug))._id
    })

    afterEach(async () => {
      await expectLedgerInvariants(api, knex(), admin.token)
      // Refunds in transit are exactly what Processing refunds carry.
      const processing = (await knex().raw(`SELECT COALESCE(SUM(amount_cents), 0)::text AS total FROM buyer_refund WHERE state = 'Processing'`)).rows[0]
      expect(await balance(SHOP_ACCOUNTS.refundsInTransit)).toBe(Number(processing.total))
    })

    const refunds = async (token = admin.token) => (await api.get("/api/payouts/refunds", bearer(token))).data as { due: Due[]; refunds: RefundJson[] }
    const staffOrderIds = async (payment: string) =>
      ((await api.get(`/api/order?payment=${encodeURIComponent(payment)}&limit=100`, bearer(admin.token))).data.orders as { _id: string }[]).map((o) => o._id)
    const approve = (paymentId: string, token = admin.token) => api.post("/api/payouts/refunds", { paymentId }, bearer(token))
    const buyerView = (orderId: string, token: string) => api.get(`/api/payment/refunds/${orderId}`, bearer(token))
    const keysOf = async (refundId: string) =>
      ((await knex().raw(`SELECT key FROM ledger_transaction WHERE key LIKE ? ORDER BY key`, [`%:${refundId}`])).rows as { key: string }[]).map((r) => r.key)
    /** What the payment still owes its buyer in the ledger (cents), over its order's and its own transactions. */
    const owedCents = async (paymentId: string, orderId: string | null) =>
      Number(
        (
          await knex().raw(
            `SELECT COALESCE(SUM(e.amount), 0)::text AS total FROM ledger_entry e JOIN ledger_transaction t ON t.id = e.transaction_id
             WHERE e.account_id = ? AND (t.payment_id = ? OR t.order_id = ?)`,
            [SHOP_ACCOUNTS.refunds, paymentId, orderId ?? ""]
          )
        ).rows[0].total
      )

    /** A buyer pays 2 × Kes. 500 with M-Pesa (the callback places the order), then cancels the order: Kes. 1,000 is due back. */
    async function paidThenCancelled(scenario: DarajaScenario = { resultCode: 0, delayMs: 1_000 }) {
      const buyer = await register(api)
      const phone = nextPhone()
      await sim.scenario(phone.daraja, scenario)
      const cart = await api.post("/api/cart/add", { products: [{ product: productId, quantity: 2 }] }, bearer(buyer.token))
      const started = await api.post("/api/payment/mpesa", { cartId: cart.data.cartId, total: 2 * PRODUCT.price, phone: phone.typed }, bearer(buyer.token))
      expect(started.status).toBe(200)
      const paymentId = started.data.payment._id as string
      await sim.advance(1_000)
      const payment = (await api.get(`/api/payment/mpesa/${paymentId}`, bearer(buyer.token))).data.payment
      expect(payment).toMatchObject({ state: "Paid" })
      const orderId = payment.orderId as string
      expect((await api.delete(`/api/order/cancel/${orderId}`, bearer(buyer.token))).status).toBe(200)
      const order = (await api.get(`/api/order/${orderId}`, bearer(buyer.token))).data.order
      expect(order.payment).toMatchObject({ method: "mpesa", state: "Refund due", amount: 1000 })
      // The line's "refund due" is posted after the commit: the admin's list shows it then.
      const listed = await eventually(refunds, (list) => list.due.some((due) => due.paymentId === paymentId))
      return { buyer, phone, paymentId, orderId, due: listed.due.find((due) => due.paymentId === paymentId)! }
    }

    it("a paid order cancelled is Refund due; the admin pays it by B2C to the paying phone; the result makes it Refunded with the receipt, once", async () => {
      const { buyer, phone, paymentId, orderId, due } = await paidThenCancelled()
      expect(due).toMatchObject({ orderId, owed: 1000, amount: 1000, phone: `${phone.daraja.slice(0, 6)}***${phone.daraja.slice(-3)}`, lastFailure: null })

      // Attack first: a customer (even the buyer) or a merchant cannot list or approve refunds; another member cannot read the buyer's.
      const merchant = await merchantWithAccount(api, getContainer())
      for (const token of [buyer.token, merchant.token]) {
        expect((await approve(paymentId, token)).status).toBe(403)
        expect((await api.get("/api/payouts/refunds", bearer(token))).status).toBe(403)
        expect((await api.post(`/api/payouts/refunds/rfnd_none/retry`, {}, bearer(token))).status).toBe(403)
      }
      const stranger = await register(api)
      expect((await buyerView(orderId, stranger.token)).status).toBe(404)
      expect(await knex()("buyer_refund").where({ payment_id: paymentId })).toEqual([])
      expect((await sim.b2c()).payments.filter((p) => p.phone === phone.daraja)).toEqual([])
      expect((await approve("mpay_nothing")).status).toBe(404)
      expect((await buyerView(orderId, buyer.token)).data.refund).toMatchObject({ state: null, receipts: [] })

      expect(await staffOrderIds("Refund due")).toContain(orderId)
      expect(await staffOrderIds("Refunded")).not.toContain(orderId)
      const approved = await approve(paymentId)
      expect(approved.status).toBe(200)
      expect(approved.data.refund).toMatchObject({ paymentId, orderId, amount: 1000, state: "Processing", receipt: null })
      const refundId = approved.data.refund._id as string
      const sent = (await sim.b2c()).payments.find((p) => p.originatorConversationId === refundId)!
      expect(sent).toMatchObject({ amount: 1000, phone: phone.daraja, commandId: "BusinessPayment" })
      expect(sent.resultUrl).not.toMatch(/mpesa/i)
      expect((await buyerView(orderId, buyer.token)).data.refund).toMatchObject({ state: "Refund processing" })
      // Not due any more while it is on its way; approving again is refused.
      expect((await refunds()).due.map((d) => d.paymentId)).not.toContain(paymentId)
      const again = await approve(paymentId)
      expect(again.status).toBe(400)
      expect(again.data).toEqual({ error: REFUND_MESSAGES.nothingOwed })
      expect(await keysOf(refundId)).toEqual([`refund-started:${refundId}`])
      expect(await owedCents(paymentId, orderId)).toBe(0)

      await sim.advance(3_000)
      const receipt = (await sim.b2c()).payments.find((p) => p.originatorConversationId === refundId)!.receipt
      expect(receipt).toBeTruthy()
      const [paid] = (await refunds()).refunds.filter((r) => r._id === refundId)
      expect(paid).toMatchObject({ state: "Paid", receipt, reason: null })
      expect(await keysOf(refundId)).toEqual([`refund-settled:${refundId}`, `refund-started:${refundId}`])
      const shown = (await buyerView(orderId, buyer.token)).data.refund
      expect(shown).toMatchObject({ state: "Refunded", amount: 1000, receipts: [receipt] })
      // Every view of the order says Refunded, and the staff filter moves it from "Refund due" to "Refunded".
      expect((await api.get(`/api/order/${orderId}`, bearer(admin.token))).data.order.payment).toMatchObject({ method: "mpesa", state: "Refunded" })
      expect((await api.get(`/api/order/${orderId}`, bearer(buyer.token))).data.order.payment).toMatchObject({ method: "mpesa", state: "Refunded" })
      expect(await staffOrderIds("Refunded")).toContain(orderId)
      expect(await staffOrderIds("Refund due")).not.toContain(orderId)
      const utilityBefore = await balance(SHOP_ACCOUNTS.mpesaB2cUtility)

      // The same result posted again changes nothing.
      const resent = await sim.resendB2c(refundId)
      expect(resent).toEqual([expect.objectContaining({ status: 200 })])
      expect(JSON.parse(resent[0].reply!)).toEqual({ ResultCode: 0, ResultDesc: "Accepted" })
      expect(await keysOf(refundId)).toEqual([`refund-settled:${refundId}`, `refund-started:${refundId}`])
      expect(await balance(SHOP_ACCOUNTS.mpesaB2cUtility)).toBe(utilityBefore)
      const outcomes = (await knex()("payout_callback").where({ payout_id: refundId }).orderBy("created_at")).map((row: { outcome: string }) => row.outcome)
      expect(outcomes).toEqual(["Paid", "duplicate (Paid)"])
      expect((await buyerView(orderId, buyer.token)).data.refund).toEqual(shown)
      expect((await refunds()).due.map((d) => d.paymentId)).not.toContain(paymentId)
      expect((await approve(paymentId)).status).toBe(400)
    })

    it("a refund whose B2C result fails (2001), once Transaction Status confirms it, goes back to Refund due with the reason; approving again pays it", async () => {
      const { buyer, phone, paymentId, orderId } = await paidThenCancelled()
      await sim.b2cScenario(phone.daraja, [{ resultCode: 2001 }, { resultCode: 0 }])
      const refundId = (await approve(paymentId)).data.refund._id as string
      await sim.advance(3_000)
      // The failed result is only a claim: the shop asks Transaction Status, whose answer fails it.
      const list = await eventually(refunds, (shown) => shown.refunds.find((r) => r._id === refundId)?.state !== "Processing")
      expect(list.refunds.find((r) => r._id === refundId)).toMatchObject({
        state: "Failed",
        receipt: null,
        reason: "M-Pesa 2001: The initiator information is invalid.",
      })
      // Failed refunds come first; the money is owed again and the payment is due with the reason.
      expect(list.refunds[0].state).toBe("Failed")
      expect(list.due.find((d) => d.paymentId === paymentId)).toMatchObject({ amount: 1000, lastFailure: "M-Pesa 2001: The initiator information is invalid." })
      expect(await keysOf(refundId)).toEqual([`refund-failed:${refundId}`, `refund-started:${refundId}`])
      expect(await owedCents(paymentId, orderId)).toBe(100_000)
      expect((await buyerView(orderId, buyer.token)).data.refund).toMatchObject({ state: null })

      const retry = await approve(paymentId)
      expect(retry.status).toBe(200)
      expect(retry.data.refund._id).not.toBe(refundId)
      await sim.advance(3_000)
      expect((await buyerView(orderId, buyer.token)).data.refund).toMatchObject({ state: "Refunded", amount: 1000 })
      expect(await owedCents(paymentId, orderId)).toBe(0)
    })

    it("a refund whose result never comes is settled by Transaction Status after the timeout", async () => {
      const { buyer, phone, paymentId, orderId } = await paidThenCancelled()
      await sim.b2cScenario(phone.daraja, { timeout: true })
      const refundId = (await approve(paymentId)).data.refund._id as string
      await sim.advance(3_000)
      expect((await refunds()).refunds.find((r) => r._id === refundId)).toMatchObject({ state: "Processing" })
      expect(await resolveStalePayouts(getContainer(), new Date(Date.now() + 11 * 60_000))).toEqual({ asked: 1 })
      await eventually(refunds, (list) => list.refunds.find((r) => r._id === refundId)?.state === "Paid")
      expect((await buyerView(orderId, buyer.token)).data.refund).toMatchObject({ state: "Refunded" })
      const callbacks = await knex()("payout_callback").where({ payout_id: refundId }).orderBy("created_at")
      expect(callbacks.map((row: { kind: string; outcome: string }) => [row.kind, row.outcome])).toEqual([
        ["timeout", "queue timeout"],
        ["status", "Paid"],
      ])
    })

    it("an M-Pesa order with a delivery fee cancelled whole refunds everything paid, the fee included; a single cancelled line refunds that line only", async () => {
      expect((await api.put("/api/delivery/fee", { county: "Nairobi", option: "home", fee: 250 }, bearer(admin.token))).status).toBe(200)
      const buyer = await register(api)
      const address = await addNairobiAddress(api, buyer.token)
      const pay = async (products: { product: string; quantity: number }[], total: number) => {
        const phone = nextPhone()
        await sim.scenario(phone.daraja, { resultCode: 0, delayMs: 1_000 })
        const cart = await api.post("/api/cart/add", { products }, bearer(buyer.token))
        const started = await api.post(
          "/api/payment/mpesa",
          { cartId: cart.data.cartId, total, phone: phone.typed, delivery: { addressId: address._id, option: "home", fee: 250 } },
          bearer(buyer.token)
        )
        expect(started.status).toBe(200)
        await sim.advance(1_000)
        const payment = (await api.get(`/api/payment/mpesa/${started.data.payment._id}`, bearer(buyer.token))).data.payment
        expect(payment).toMatchObject({ state: "Paid" })
        return { paymentId: payment._id as string, orderId: payment.orderId as string, amount: payment.amount as number }
      }

      const whole = await pay([{ product: productId, quantity: 2 }], 1000)
      expect(whole.amount).toBe(1250)
      expect((await api.delete(`/api/order/cancel/${whole.orderId}`, bearer(buyer.token))).status).toBe(200)
      const listed = await eventually(refunds, (list) => list.due.some((d) => d.paymentId === whole.paymentId))
      expect(listed.due.find((d) => d.paymentId === whole.paymentId)).toMatchObject({ amount: 1250, owed: 1250 })
      const refund = (await approve(whole.paymentId)).data.refund
      expect(refund).toMatchObject({ amount: 1250, state: "Processing" })
      expect(await owedCents(whole.paymentId, whole.orderId)).toBe(0)
      await sim.advance(3_000)
      expect((await buyerView(whole.orderId, buyer.token)).data.refund).toMatchObject({ state: "Refunded", amount: 1250 })

      // Two products, one line cancelled: only that line is owed back; the fee stays the shop's.
      const other = (await productBySlug(api, "test-product-2")) as { _id: string; price: number }
      const partial = await pay(
        [
          { product: productId, quantity: 1 },
          { product: other._id, quantity: 1 },
        ],
        PRODUCT.price + other.price
      )
      const order = (await api.get(`/api/order/${partial.orderId}`, bearer(buyer.token))).data.order
      const line = order.products.find((l: { product: { _id: string } }) => l.product._id === productId)._id as string
      expect((await api.put(`/api/order/status/item/${line}`, { orderId: partial.orderId, status: "Cancelled" }, bearer(buyer.token))).status).toBe(200)
      const due = await eventually(refunds, (list) => list.due.some((d) => d.paymentId === partial.paymentId))
      expect(due.due.find((d) => d.paymentId === partial.paymentId)).toMatchObject({ amount: PRODUCT.price })
      expect((await approve(partial.paymentId)).data.refund).toMatchObject({ amount: PRODUCT.price })
      await sim.advance(3_000)
      expect((await buyerView(partial.orderId, buyer.token)).data.refund).toMatchObject({ state: "Refunded", amount: PRODUCT.price })
    })

    it("a payment that came after expiry with its stock sold (Refund due, no order) is refunded whole", async () => {
      const buyer = await register(api)
      await knex().raw(
        `UPDATE inventory_level SET stocked_quantity = reserved_quantity + 1
         WHERE inventory_item_id = (SELECT id FROM inventory_item WHERE sku = 'TST-001' AND deleted_at IS NULL) AND deleted_at IS NULL`
      )
      const last = (await productBySlug(api, "test-product-1")) as { _id: string; price: number }
      const phone = nextPhone()
      await sim.scenario(phone.daraja, { resultCode: 0, delayMs: 400_000 })
      const cart = await api.post("/api/cart/add", { products: [{ product: last._id, quantity: 1 }] }, bearer(buyer.token))
      const started = await api.post("/api/payment/mpesa", { cartId: cart.data.cartId, total: last.price, phone: phone.typed }, bearer(buyer.token))
      expect(started.status).toBe(200)
      const paymentId = started.data.payment._id as string
      await settlePendingMpesaPayments(getContainer(), new Date(Date.now() + 181_000))
      const other = await register(api)
      const sold = await api.post("/api/cart/add", { products: [{ product: last._id, quantity: 1 }] }, bearer(other.token))
      expect((await api.post("/api/order/add", { cartId: sold.data.cartId, total: last.price }, bearer(other.token))).status).toBe(200)
      await sim.advance(400_000)
      expect((await api.get(`/api/payment/mpesa/${paymentId}`, bearer(buyer.token))).data.payment).toMatchObject({ state: "RefundDue", orderId: null })

      // Listed as due (and among the flagged payments), refunded whole to the phone that paid.
      const due = (await refunds()).due.find((d) => d.paymentId === paymentId)
      expect(due).toMatchObject({ orderId: null, amount: last.price })
      const flagged = (await api.get("/api/payouts/payments", bearer(admin.token))).data.payments.find((p: { _id: string }) => p._id === paymentId)
      expect(flagged).toMatchObject({ state: "Refund due", expected: last.price, received: last.price })
      const refund = (await approve(paymentId)).data.refund
      expect(refund).toMatchObject({ amount: last.price, orderId: null, state: "Processing" })
      expect((await sim.b2c()).payments.find((p) => p.originatorConversationId === refund._id)).toMatchObject({ phone: phone.daraja, amount: last.price })
      await sim.advance(3_000)
      expect((await refunds()).refunds.find((r) => r._id === refund._id)).toMatchObject({ state: "Paid", receipt: expect.any(String) })
      const keys = ((await knex().raw(`SELECT key FROM ledger_transaction WHERE payment_id = ? ORDER BY key`, [paymentId])).rows as { key: string }[]).map((r) => r.key)
      expect(keys).toEqual([`payment-refund-due:${paymentId}`, `refund-settled:${refund._id}`, `refund-started:${refund._id}`])
      expect(await owedCents(paymentId, null)).toBe(0)
      expect((await approve(paymentId)).status).toBe(400)
    })

    it("two admins approving the same refund at once send one B2C payment", async () => {
      const { phone, paymentId } = await paidThenCancelled()
      const second = await registerWithRole(api, getContainer(), "ROLE_ADMIN")
      const answers = await Promise.all([approve(paymentId), approve(paymentId, second.token)])
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409])
      expect(await knex()("buyer_refund").where({ payment_id: paymentId })).toHaveLength(1)
      expect((await sim.b2c()).payments.filter((p) => p.phone === phone.daraja)).toHaveLength(1)
      await sim.advance(3_000)
    })

    it("admins see M-Pesa payments flagged Mismatch with the amount expected vs received and Daraja's ResultDesc; others get 403", async () => {
      const buyer = await register(api)
      const phone = nextPhone()
      await sim.scenario(phone.daraja, { resultCode: 0, delayMs: 1_000, callbackAmount: 1 })
      const cart = await api.post("/api/cart/add", { products: [{ product: productId, quantity: 2 }] }, bearer(buyer.token))
      const started = await api.post("/api/payment/mpesa", { cartId: cart.data.cartId, total: 2 * PRODUCT.price, phone: phone.typed }, bearer(buyer.token))
      const paymentId = started.data.payment._id as string
      await sim.advance(1_000)

      const merchant = await merchantWithAccount(api, getContainer())
      expect((await api.get("/api/payouts/payments", bearer(buyer.token))).status).toBe(403)
      expect((await api.get("/api/payouts/payments", bearer(merchant.token))).status).toBe(403)
      const listed = await api.get("/api/payouts/payments", bearer(admin.token))
      expect(listed.status).toBe(200)
      const row = listed.data.payments.find((p: { _id: string }) => p._id === paymentId)
      expect(row).toMatchObject({
        state: "Mismatch",
        orderId: null,
        phone: `${phone.daraja.slice(0, 6)}***${phone.daraja.slice(-3)}`,
        expected: 1000,
        received: 1,
        resultDesc: "The service request is processed successfully.",
        at: expect.any(String),
      })
      expect(JSON.stringify(listed.data)).not.toContain(phone.daraja)
      // A Mismatch never paid anything: nothing is due back for it.
      expect((await refunds()).due.map((d) => d.paymentId)).not.toContain(paymentId)
    })
  },
})
