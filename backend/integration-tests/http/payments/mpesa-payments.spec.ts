import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { bearer, readOutbox, register, type ShopApi } from "../../helpers/accounts"
import { productBySlug, registerWithRole } from "../../helpers/shop"
import { callbacksSettled, startDarajaSimulator, type DarajaScenario, type DarajaSimulator } from "../../helpers/daraja"
import { seedTestCatalogue } from "../../fixtures/catalogue"
import { expectLedgerInvariants } from "../../helpers/ledger-invariants"
import { settlePendingMpesaPayments } from "../../helpers/payment-jobs"

const SECRET = "cb-secret-4f9a1c2e7d"
const PRODUCT = { slug: "test-product-5", sku: "TST-005", price: 500 }
let sim: DarajaSimulator
let phoneCounter = 0
/** A fresh Kenyan number per payment, as the buyer types it and as Daraja sees it. */
const nextPhone = () => {
  phoneCounter += 1
  const local = `7120${String(phoneCounter).padStart(5, "0")}`
  return { typed: `0${local}`, daraja: `254${local}` }
}

// Runs before the runner's own beforeAll: the simulator is up and MPESA_* point at it before boot.
beforeAll(async () => {
  sim = await startDarajaSimulator()
  Object.assign(process.env, sim.env(), {
    MPESA_CALLBACK_SECRET: SECRET,
    MPESA_CALLBACK_BASE_URL: "http://127.0.0.1:1",
    // The tests run the job themselves, with a clock of their own.
    MPESA_QUERY_INTERVAL_MS: String(24 * 3600_000),
  })
})
afterAll(async () => {
  await sim?.close()
})

type Payment = { _id: string; state: string; amount: number; reason: string | null; receipt: string | null; orderId: string | null }

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    let productId: string

    beforeAll(async () => {
      await seedTestCatalogue(getContainer())
      process.env.MPESA_CALLBACK_BASE_URL = (api as ShopApi).defaults.baseURL as string
      productId = (await productBySlug(api, PRODUCT.slug))._id
    })

    const knex = () => getContainer().resolve(ContainerRegistrationKeys.PG_CONNECTION)

    // Every payment settled here (paid, refund due, mismatched) leaves the ledger balanced. The runner
    // clears accounts between tests, so the admin who reads the sellers' balances is made each time.
    afterEach(async () => {
      await expectLedgerInvariants(api, knex(), (await registerWithRole(api, getContainer(), "ROLE_ADMIN")).token)
    })

    /** The product's reserved units and the units held for pending payments. */
    async function stock() {
      const { rows } = await knex().raw(
        `SELECT
           (SELECT coalesce(sum(il.reserved_quantity), 0) FROM inventory_level il WHERE il.inventory_item_id = ii.id AND il.deleted_at IS NULL)::int AS reserved,
           (SELECT coalesce(sum(r.quantity), 0) FROM reservation_item r WHERE r.inventory_item_id = ii.id AND r.deleted_at IS NULL
              AND r.metadata->>'mpesa_payment_id' IS NOT NULL)::int AS held
         FROM inventory_item ii WHERE ii.sku = ? AND ii.deleted_at IS NULL`,
        [PRODUCT.sku]
      )
      return rows[0] as { reserved: number; held: number }
    }

    async function shopperWithCart(quantity = 2) {
      const buyer = await register(api)
      const cart = await api.post("/api/cart/add", { products: [{ product: productId, quantity }] }, bearer(buyer.token))
      expect(cart.status).toBe(200)
      return { buyer, cartId: cart.data.cartId as string, total: PRODUCT.price * quantity }
    }

    /** A shopper with a cart asks to pay with M-Pesa; the phone's outcome is scripted first. */
    async function startPayment(scenario: DarajaScenario, quantity = 2) {
      const phone = nextPhone()
      await sim.scenario(phone.daraja, scenario)
      const shopper = await shopperWithCart(quantity)
      const res = await api.post(
        "/api/payment/mpesa",
        { cartId: shopper.cartId, total: shopper.total, phone: phone.typed },
        bearer(shopper.buyer.token)
      )
      expect(res.status).toBe(200)
      const row = (await knex().raw(`SELECT * FROM mpesa_payment WHERE id = ?`, [res.data.payment._id])).rows[0]
      return { ...shopper, phone, payment: res.data.payment as Payment & { expiresAt: string }, checkoutRequestId: row.checkout_request_id as string }
    }

    const paymentOf = async (token: string, id: string) => (await api.get(`/api/payment/mpesa/${id}`, bearer(token))).data.payment as Payment
    const ordersOf = async (token: string) => (await api.get("/api/order/me", bearer(token))).data.orders as { _id: string; payment: unknown }[]
    const callbacksOf = async (checkoutRequestId: string) =>
      (await knex().raw(`SELECT * FROM mpesa_callback WHERE checkout_request_id = ? ORDER BY created_at`, [checkoutRequestId])).rows
    /** The job as the scheduler runs it, at a time of the test's choosing. */
    const runJobAt = (msFromNow: number) => settlePendingMpesaPayments(getContainer() as MedusaContainer, new Date(Date.now() + msFromNow))

    describe("a shopper pays with M-Pesa", () => {
      it("paid: the stock is held while the prompt is open, the callback places the order with its receipt, and the order takes the stock over", async () => {
        const before = await stock()
        const methods = await api.get("/api/payment/methods", bearer((await register(api)).token))
        expect(methods.data).toMatchObject({ mpesa: true, maxAmount: 250000 })

        const paying = await startPayment({ resultCode: 0, delayMs: 5_000 })
        expect(paying.payment).toMatchObject({ state: "Pending", amount: 1000 })
        const push = (await sim.requests("/mpesa/stkpush")).at(-1)!
        expect(push.body).toMatchObject({ Amount: 1000, PhoneNumber: paying.phone.daraja, PartyA: paying.phone.daraja })
        expect(push.body.CallBackURL).toMatch(new RegExp(`/hooks/daraja/${SECRET}$`))
        expect(push.body.CallBackURL).not.toMatch(/mpesa/i)
        // Held: the shoppers' "stock left" (stocked − reserved) counts it.
        expect(await stock()).toEqual({ reserved: before.reserved + 2, held: before.held + 2 })
        expect(await paymentOf(paying.buyer.token, paying.payment._id)).toMatchObject({ state: "Pending", reason: null, orderId: null })

        const delivered = await sim.advance(5_000)
        expect(delivered).toEqual([expect.objectContaining({ checkoutRequestId: paying.checkoutRequestId, status: 200 })])
        expect(JSON.parse(delivered[0].reply!)).toEqual({ ResultCode: 0, ResultDesc: "Accepted" })

        const paid = await paymentOf(paying.buyer.token, paying.payment._id)
        const receipt = (await sim.transaction(paying.checkoutRequestId))!.receipt
        expect(paid).toMatchObject({ state: "Paid", receipt, reason: null })
        expect(paid.orderId).toBeTruthy()
        const order = (await api.get(`/api/order/${paid.orderId}`, bearer(paying.buyer.token))).data.order
        expect(order.payment).toEqual({ method: "mpesa", state: "Paid", receipt, amount: 1000 })
        expect(order.products).toEqual([expect.objectContaining({ quantity: 2 })])
        await readOutbox(paying.buyer.email, "order-placed")
        // The order's own reservation replaced the hold: the same units, reserved once.
        expect(await stock()).toEqual({ reserved: before.reserved + 2, held: before.held })
        const [callback] = await callbacksOf(paying.checkoutRequestId)
        expect(callback).toMatchObject({ payment_id: paying.payment._id, outcome: "paid" })
        expect(callback.source_ip).toBeTruthy()
        expect(JSON.parse(callback.body).Body.stkCallback.CheckoutRequestID).toBe(paying.checkoutRequestId)
        // In Medusa's payment module the order is paid by the M-Pesa provider: captured, with the receipt.
        const { rows: medusaPayments } = await knex().raw(
          `SELECT p.provider_id, p.amount::float AS amount, p.captured_at IS NOT NULL AS captured, p.data->>'receipt' AS receipt
             FROM order_payment_collection opc JOIN payment p ON p.payment_collection_id = opc.payment_collection_id AND p.deleted_at IS NULL
            WHERE opc.order_id = ? AND opc.deleted_at IS NULL`,
          [paid.orderId]
        )
        expect(medusaPayments).toEqual([{ provider_id: "pp_mpesa_mpesa", amount: 1000, captured: true, receipt }])
      })

      it("paid with the tab closed and the callback sent twice: one order, found by the shopper later", async () => {
        const paying = await startPayment({ resultCode: 0, delayMs: 3_000, duplicate: true })
        const delivered = await sim.advance(3_000)
        expect(delivered).toHaveLength(2)
        expect(delivered.map((d) => [d.status, JSON.parse(d.reply!)])).toEqual([
          [200, { ResultCode: 0, ResultDesc: "Accepted" }],
          [200, { ResultCode: 0, ResultDesc: "Accepted" }],
        ])
        const orders = await ordersOf(paying.buyer.token)
        expect(orders).toHaveLength(1)
        expect(orders[0].payment).toMatchObject({ method: "mpesa", state: "Paid" })
        await readOutbox(paying.buyer.email, "order-placed")
        expect((await callbacksOf(paying.checkoutRequestId)).map((c: { outcome: string }) => c.outcome)).toEqual(["paid", "duplicate"])
      })

      it.each([
        [1, "Your M-Pesa balance was not enough"],
        [1032, "You cancelled the payment on your phone"],
        [1037, "Your phone could not be reached"],
        [2001, "The M-Pesa PIN was wrong"],
      ])("result %i: Failed with the reason in plain words, the hold released, no order, and the shopper can try again", async (resultCode, reason) => {
        const before = await stock()
        const paying = await startPayment({ resultCode, delayMs: 2_000 })
        expect((await stock()).held).toBe(before.held + 2)
        await sim.advance(2_000)
        expect(await paymentOf(paying.buyer.token, paying.payment._id)).toMatchObject({ state: "Failed", reason, orderId: null, receipt: null })
        expect(await stock()).toEqual(before)
        expect(await ordersOf(paying.buyer.token)).toEqual([])

        // Try again: a new prompt for the same cart is allowed once the first has failed.
        await sim.scenario(paying.phone.daraja, { resultCode: 0, delayMs: 1_000 })
        const again = await api.post("/api/payment/mpesa", { cartId: paying.cartId, total: paying.total, phone: paying.phone.typed }, bearer(paying.buyer.token))
        expect(again.status).toBe(200)
        await sim.advance(1_000)
        expect(await paymentOf(paying.buyer.token, again.data.payment._id)).toMatchObject({ state: "Paid" })
        expect(await ordersOf(paying.buyer.token)).toHaveLength(1)
      })
    })

    describe("when the callback does not come", () => {
      it("the job's query settles it: 'being processed' keeps it pending, the result pays it", async () => {
        const paying = await startPayment({ resultCode: 0, delayMs: 90_000, callback: false })
        await runJobAt(61_000)
        expect(await paymentOf(paying.buyer.token, paying.payment._id)).toMatchObject({ state: "Pending" })
        const queries = await sim.requests("/mpesa/stkpushquery")
        expect(queries.at(-1)).toMatchObject({ status: 500, reply: expect.objectContaining({ errorMessage: "The transaction is being processed" }) })

        expect(await sim.advance(90_000)).toEqual([])
        await runJobAt(91_000)
        const paid = await paymentOf(paying.buyer.token, paying.payment._id)
        expect(paid).toMatchObject({ state: "Paid" })
        expect(paid.orderId).toBeTruthy()
        await readOutbox(paying.buyer.email, "order-placed")
        expect((await stock()).held).toBe(0)
      })

      it("timeout: Expired and the stock released; a success that comes later still places the order", async () => {
        const before = await stock()
        const paying = await startPayment({ resultCode: 0, delayMs: 400_000 })
        await runJobAt(181_000)
        expect(await paymentOf(paying.buyer.token, paying.payment._id)).toMatchObject({
          state: "Expired",
          reason: "The payment was not completed in time.",
        })
        expect(await stock()).toEqual(before)
        expect(await ordersOf(paying.buyer.token)).toEqual([])

        // The shopper entered the PIN after all: the money came, the stock is still there.
        await sim.advance(400_000)
        const late = await paymentOf(paying.buyer.token, paying.payment._id)
        expect(late).toMatchObject({ state: "Paid" })
        expect(await ordersOf(paying.buyer.token)).toHaveLength(1)
        expect(await stock()).toEqual({ reserved: before.reserved + 2, held: before.held })
      })
    })

    describe("after a crash", () => {
      it("a payment recorded Paid whose order a crash kept back gets its order from the job, once", async () => {
        const paying = await startPayment({ resultCode: 0, delayMs: 500_000, callback: false })
        // As if the process died right after the claim: Paid, receipt kept, no order, the hold still there.
        await knex().raw(`UPDATE mpesa_payment SET state = 'Paid', receipt = 'CRASH00001', settled_at = now() WHERE id = ?`, [paying.payment._id])
        expect((await stock()).held).toBe(2)
        await runJobAt(61_000)
        await runJobAt(122_000)
        const paid = await paymentOf(paying.buyer.token, paying.payment._id)
        expect(paid).toMatchObject({ state: "Paid", receipt: "CRASH00001" })
        const orders = await ordersOf(paying.buyer.token)
        expect(orders).toHaveLength(1)
        expect(orders[0]).toMatchObject({ _id: paid.orderId, payment: { method: "mpesa", state: "Paid", receipt: "CRASH00001", amount: 1000 } })
        expect((await stock()).held).toBe(0)
        await sim.advance(500_000)
      })
    })

    describe("races and tokens", () => {
      it("two browsers paying the same cart at once: one prompt, one order", async () => {
        const shopper = await shopperWithCart(1)
        const phones = [nextPhone(), nextPhone()]
        for (const phone of phones) await sim.scenario(phone.daraja, { resultCode: 0, delayMs: 1_000 })
        const answers = await Promise.all(
          phones.map((phone) => api.post("/api/payment/mpesa", { cartId: shopper.cartId, total: shopper.total, phone: phone.typed }, bearer(shopper.buyer.token)))
        )
        expect(answers.map((a) => a.status).sort()).toEqual([200, 400])
        expect(answers.find((a) => a.status === 400)!.data.error).toBe("A payment for this order is already waiting on your phone.")
        await sim.advance(1_000)
        expect(await ordersOf(shopper.buyer.token)).toHaveLength(1)
      })

      it("a token revoked mid-run (another process took a new one): the next payment still goes through", async () => {
        await sim.revokeToken()
        const paying = await startPayment({ resultCode: 0, delayMs: 1_000 })
        await sim.advance(1_000)
        expect(await paymentOf(paying.buyer.token, paying.payment._id)).toMatchObject({ state: "Paid" })
      })

      it("a push answered 500 but carried out: the payment stays pending and its callback, matched by phone and amount, pays it", async () => {
        await sim.failNextPush("processed500")
        const paying = await startPayment({ resultCode: 0, delayMs: 1_000 })
        expect(paying.payment.state).toBe("Pending")
        expect(paying.checkoutRequestId).toBeNull()
        const delivered = await sim.advance(1_000)
        expect(delivered).toHaveLength(1)
        const paid = await paymentOf(paying.buyer.token, paying.payment._id)
        expect(paid).toMatchObject({ state: "Paid" })
        expect(await ordersOf(paying.buyer.token)).toHaveLength(1)
        expect((await callbacksOf(delivered[0].checkoutRequestId))[0]).toMatchObject({ payment_id: paying.payment._id, outcome: "paid" })
      })

      it("a push answered 500 and not carried out: pending until it expires, then the hold is released; Daraja busy is refused at once", async () => {
        const before = await stock()
        await sim.failNextPush("unprocessed500")
        const paying = await startPayment({ resultCode: 0, delayMs: 1_000 })
        expect((await stock()).held).toBe(before.held + 2)
        await runJobAt(181_000)
        expect(await paymentOf(paying.buyer.token, paying.payment._id)).toMatchObject({ state: "Expired" })
        expect(await stock()).toEqual(before)

        await sim.failNextPush("busy")
        const shopper = await shopperWithCart(1)
        const busy = await api.post("/api/payment/mpesa", { cartId: shopper.cartId, total: shopper.total, phone: nextPhone().typed }, bearer(shopper.buyer.token))
        expect(busy.status).toBe(400)
        expect(busy.data.error).toBe("M-Pesa could not be reached. Please try again or choose pay on delivery.")
        expect(await stock()).toEqual(before)
      })

      it("a success after expiry whose stock was sold meanwhile becomes Refund due, with no order", async () => {
        const buyer = await register(api)
        // Test product 1 down to its last unit.
        await knex().raw(
          `UPDATE inventory_level SET stocked_quantity = reserved_quantity + 1
           WHERE inventory_item_id = (SELECT id FROM inventory_item WHERE sku = 'TST-001' AND deleted_at IS NULL) AND deleted_at IS NULL`
        )
        const lastUnits = { ...((await productBySlug(api, "test-product-1")) as { _id: string; price: number }), quantity: 1 }
        const phone = nextPhone()
        await sim.scenario(phone.daraja, { resultCode: 0, delayMs: 400_000 })
        const cart = await api.post("/api/cart/add", { products: [{ product: lastUnits._id, quantity: lastUnits.quantity }] }, bearer(buyer.token))
        const total = lastUnits.price * lastUnits.quantity
        expect(cart.status).toBe(200)
        const started = await api.post("/api/payment/mpesa", { cartId: cart.data.cartId, total, phone: phone.typed }, bearer(buyer.token))
        expect({ status: started.status, data: started.data }).toMatchObject({ status: 200 })
        // While held, the stock left is 0: nobody else can even put the unit in a cart.
        const other = await register(api)
        expect((await productBySlug(api, "test-product-1")).quantity).toBe(0)
        const otherCart = await api.post("/api/cart/add", { products: [{ product: lastUnits._id, quantity: lastUnits.quantity }] }, bearer(other.token))
        expect(otherCart.status).toBe(400)

        await runJobAt(181_000)
        expect(await paymentOf(buyer.token, started.data.payment._id)).toMatchObject({ state: "Expired" })
        const sold = await api.post("/api/cart/add", { products: [{ product: lastUnits._id, quantity: lastUnits.quantity }] }, bearer(other.token))
        expect((await api.post("/api/order/add", { cartId: sold.data.cartId, total }, bearer(other.token))).status).toBe(200)

        await sim.advance(400_000)
        expect(await paymentOf(buyer.token, started.data.payment._id)).toMatchObject({
          state: "RefundDue",
          orderId: null,
          reason: "Your payment arrived after the order expired and the items were no longer in stock; it will be refunded.",
        })
        expect(await ordersOf(buyer.token)).toEqual([])
      })
    })

    describe("callbacks that must not pay", () => {
      const successBody = (checkoutRequestId: string, amount: number, phone: string) => ({
        Body: {
          stkCallback: {
            MerchantRequestID: "1234-5678-1",
            CheckoutRequestID: checkoutRequestId,
            ResultCode: 0,
            ResultDesc: "The service request is processed successfully.",
            CallbackMetadata: {
              Item: [
                { Name: "Amount", Value: amount },
                { Name: "MpesaReceiptNumber", Value: "FORGED0001" },
                { Name: "TransactionDate", Value: 20261127101010 },
                { Name: "PhoneNumber", Value: Number(phone) },
              ],
            },
          },
        },
      })

      it("a forged secret is a 404 and changes nothing; the real callback still pays", async () => {
        const paying = await startPayment({ resultCode: 0, delayMs: 4_000 })
        const body = successBody(paying.checkoutRequestId, 1000, paying.phone.daraja)
        for (const secret of ["wrong-secret", SECRET.slice(0, -1), `${SECRET}x`]) {
          const forged = await api.post(`/hooks/daraja/${secret}`, body, { validateStatus: () => true })
          expect(forged.status).toBe(404)
        }
        expect(await paymentOf(paying.buyer.token, paying.payment._id)).toMatchObject({ state: "Pending", receipt: null })
        expect(await ordersOf(paying.buyer.token)).toEqual([])
        expect(await callbacksOf(paying.checkoutRequestId)).toEqual([])

        await sim.advance(4_000)
        expect(await paymentOf(paying.buyer.token, paying.payment._id)).toMatchObject({ state: "Paid" })
      })

      it("an unknown CheckoutRequestID is acknowledged, kept for audit and ignored", async () => {
        const res = await api.post(`/hooks/daraja/${SECRET}`, successBody("ws_CO_unknown_000001", 1000, "254712999999"), { validateStatus: () => true })
        expect(res.status).toBe(200)
        expect(res.data).toEqual({ ResultCode: 0, ResultDesc: "Accepted" })
        await callbacksSettled()
        expect(await callbacksOf("ws_CO_unknown_000001")).toEqual([expect.objectContaining({ payment_id: null, outcome: "unknown" })])
        const malformed = await api.post(`/hooks/daraja/${SECRET}`, { hello: "world" }, { validateStatus: () => true })
        expect(malformed.status).toBe(400)
      })

      it.each([
        ["amount", { callbackAmount: 1 }],
        ["phone", { callbackPhone: "254799999999" }],
      ])("a success with the wrong %s is a Mismatch: never paid, no order, the hold released", async (_what, override) => {
        const before = await stock()
        const paying = await startPayment({ resultCode: 0, delayMs: 2_000, ...override })
        await sim.advance(2_000)
        const flagged = await paymentOf(paying.buyer.token, paying.payment._id)
        expect(flagged).toMatchObject({ state: "Mismatch", orderId: null })
        expect(await ordersOf(paying.buyer.token)).toEqual([])
        expect(await stock()).toEqual(before)
      })
    })

    describe("staff order list", () => {
      it("filters by payment state: Paid with M-Pesa, Pay on delivery, Refund due once a paid order is cancelled", async () => {
        const admin = await registerWithRole(api, getContainer(), "ROLE_ADMIN")
        const paying = await startPayment({ resultCode: 0, delayMs: 1_000 })
        await sim.advance(1_000)
        const paidOrder = (await paymentOf(paying.buyer.token, paying.payment._id)).orderId!
        const cod = await shopperWithCart(1)
        const codOrder = (await api.post("/api/order/add", { cartId: cod.cartId, total: cod.total }, bearer(cod.buyer.token))).data.order._id

        const list = async (payment: string) =>
          (await api.get(`/api/order?payment=${encodeURIComponent(payment)}&limit=100`, bearer(admin.token))).data.orders.map((o: { _id: string }) => o._id)
        const paid = await list("Paid")
        expect(paid).toContain(paidOrder)
        expect(paid).not.toContain(codOrder)
        const onDelivery = await list("Pay on delivery")
        expect(onDelivery).toContain(codOrder)
        expect(onDelivery).not.toContain(paidOrder)
        expect(await list("Refund due")).toEqual([])

        // The buyer cancels a paid order: the money is owed back.
        const cancelling = await startPayment({ resultCode: 0, delayMs: 1_000 })
        await sim.advance(1_000)
        const cancelledOrder = (await paymentOf(cancelling.buyer.token, cancelling.payment._id)).orderId!
        expect((await api.delete(`/api/order/cancel/${cancelledOrder}`, bearer(cancelling.buyer.token))).status).toBe(200)
        const order = (await api.get(`/api/order/${cancelledOrder}`, bearer(cancelling.buyer.token))).data.order
        expect(order.payment).toMatchObject({ method: "mpesa", state: "Refund due", amount: 1000 })
        expect(await list("Refund due")).toEqual([cancelledOrder])
        expect(await list("Paid")).not.toContain(cancelledOrder)
        const bad = await api.get("/api/order?payment=Free", bearer(admin.token))
        expect(bad.status).toBe(400)
        expect(bad.data.error).toBe("payment must be one of: Paid, Refund due, Refunded, Pay on delivery.")
      })
    })

    describe("rules before Daraja is called", () => {
      it("one prompt per cart: pay on delivery and a second prompt wait for it; pay-on-delivery orders say so", async () => {
        const paying = await startPayment({ resultCode: 1032, delayMs: 3_000 })
        const cod = await api.post("/api/order/add", { cartId: paying.cartId, total: paying.total }, bearer(paying.buyer.token))
        expect(cod.status).toBe(400)
        expect(cod.data.error).toBe("A payment for this order is already waiting on your phone.")
        const second = await api.post("/api/payment/mpesa", { cartId: paying.cartId, total: paying.total, phone: nextPhone().typed }, bearer(paying.buyer.token))
        expect(second.status).toBe(400)
        expect(second.data.error).toBe("A payment for this order is already waiting on your phone.")
        const stranger = await register(api)
        expect((await api.get(`/api/payment/mpesa/${paying.payment._id}`, bearer(stranger.token))).status).toBe(404)

        await sim.advance(3_000)
        // Cancelled on the phone: pay on delivery instead.
        const placed = await api.post("/api/order/add", { cartId: paying.cartId, total: paying.total }, bearer(paying.buyer.token))
        expect(placed.status).toBe(200)
        const order = (await api.get(`/api/order/${placed.data.order._id}`, bearer(paying.buyer.token))).data.order
        expect(order.payment).toEqual({ method: "cod", state: "Pay on delivery", receipt: null, amount: null })
      })

      it("an amount above MPESA_MAX_AMOUNT is refused before Daraja is called; a bad phone is refused", async () => {
        const pushes = (await sim.requests("/mpesa/stkpush")).length
        const shopper = await shopperWithCart(2)
        process.env.MPESA_MAX_AMOUNT = "999"
        try {
          const res = await api.post("/api/payment/mpesa", { cartId: shopper.cartId, total: shopper.total, phone: nextPhone().typed }, bearer(shopper.buyer.token))
          expect(res.status).toBe(400)
          expect(res.data.error).toBe("M-Pesa payments are limited to Kes. 999. Please choose pay on delivery.")
        } finally {
          delete process.env.MPESA_MAX_AMOUNT
        }
        const badPhone = await api.post("/api/payment/mpesa", { cartId: shopper.cartId, total: shopper.total, phone: "0612 345 678" }, bearer(shopper.buyer.token))
        expect(badPhone.status).toBe(400)
        expect((await sim.requests("/mpesa/stkpush")).length).toBe(pushes)
        expect((await knex().raw(`SELECT count(*)::int AS n FROM mpesa_payment WHERE cart_id = ?`, [shopper.cartId])).rows[0].n).toBe(0)
      })

      it("M-Pesa not configured: not offered, and a payment is refused", async () => {
        const saved = process.env.MPESA_CONSUMER_KEY
        delete process.env.MPESA_CONSUMER_KEY
        try {
          const shopper = await shopperWithCart(1)
          const methods = await api.get("/api/payment/methods", bearer(shopper.buyer.token))
          expect(methods.data).toMatchObject({ mpesa: false, cod: true })
          const res = await api.post("/api/payment/mpesa", { cartId: shopper.cartId, total: shopper.total, phone: nextPhone().typed }, bearer(shopper.buyer.token))
          expect(res.status).toBe(400)
          expect(res.data.error).toBe("M-Pesa payments are not available. Please choose pay on delivery.")
          const hook = await api.post(`/hooks/daraja/${SECRET}`, { Body: {} }, { validateStatus: () => true })
          expect(hook.status).toBe(404)
        } finally {
          process.env.MPESA_CONSUMER_KEY = saved
        }
        expect((await api.get("/api/payment/methods", { validateStatus: () => true })).status).toBe(401)
      })
    })
  },
})
