import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { Knex } from "knex"
import { SHOP_ACCOUNTS } from "../../../src/domain/ledger/accounts"
import { FLAG_REASONS } from "../../../src/domain/payments/stk-claim"
import { settlePendingMpesaPayments } from "../../helpers/payment-jobs"
import { bearer, register, type ShopApi } from "../../helpers/accounts"
import { callbacksSettled, phoneSequence, startDarajaForShop, type DarajaScenario, type DarajaSimulator } from "../../helpers/daraja"
import { eventually } from "../../helpers/eventually"
import { expectLedgerInvariants } from "../../helpers/ledger-invariants"
import { productBySlug, registerWithRole } from "../../helpers/shop"
import { seedTestCatalogue } from "../../fixtures/catalogue"

/**
 * Issue 48, items 1–3: a success callback is a claim that Daraja must confirm; a confirmed success is
 * never dropped (after Failed or Expired) and never attached to an order placed another way.
 */
const SECRET = "confirm-secret-8d2b61"
const PRODUCT = { slug: "test-product-5", price: 500 }
let sim: DarajaSimulator
const nextPhone = phoneSequence("7360")

beforeAll(async () => {
  sim = await startDarajaForShop(SECRET)
})
afterAll(async () => {
  await sim?.close()
})

type Payment = { _id: string; state: string; amount: number; receipt: string | null; orderId: string | null }
type Flagged = { _id: string; state: string; reason: string | null; orderId: string | null }

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
    const refundsDue = async () => (await api.get("/api/payouts/refunds", bearer(admin.token))).data.due as { paymentId: string; owed: number }[]
    const entriesOf = async (key: string) =>
      (
        await knex().raw(`SELECT e.account_id, e.amount::int AS amount FROM ledger_entry e JOIN ledger_transaction t ON t.id = e.transaction_id WHERE t.key = ? ORDER BY e.account_id`, [key])
      ).rows as { account_id: string; amount: number }[]
    const callbacksOf = async (paymentId: string) =>
      ((await knex().raw(`SELECT outcome FROM mpesa_callback WHERE payment_id = ? ORDER BY created_at`, [paymentId])).rows as { outcome: string }[]).map((c) => c.outcome)

    async function shopper() {
      const buyer = await register(api)
      const cart = await api.post("/api/cart/add", { products: [{ product: productId, quantity: 2 }] }, bearer(buyer.token))
      expect(cart.status).toBe(200)
      return { buyer, cartId: cart.data.cartId as string, total: 2 * PRODUCT.price }
    }

    async function prompt(who: Awaited<ReturnType<typeof shopper>>, scenario: DarajaScenario) {
      const phone = nextPhone()
      await sim.scenario(phone.daraja, scenario)
      const res = await api.post("/api/payment/mpesa", { cartId: who.cartId, total: who.total, phone: phone.typed }, bearer(who.buyer.token))
      expect({ status: res.status, data: res.data }).toMatchObject({ status: 200 })
      const row = (await knex().raw(`SELECT checkout_request_id, merchant_request_id FROM mpesa_payment WHERE id = ?`, [res.data.payment._id])).rows[0]
      return { phone, id: res.data.payment._id as string, checkoutRequestId: row.checkout_request_id as string, merchantRequestId: row.merchant_request_id as string }
    }

    const success = (ids: { checkoutRequestId: string; merchantRequestId: string }, metadata: { amount: number; receipt: string; phone: string } | null) => ({
      Body: {
        stkCallback: {
          MerchantRequestID: ids.merchantRequestId,
          CheckoutRequestID: ids.checkoutRequestId,
          ResultCode: 0,
          ResultDesc: "The service request is processed successfully.",
          ...(metadata && {
            CallbackMetadata: {
              Item: [
                { Name: "Amount", Value: metadata.amount },
                { Name: "MpesaReceiptNumber", Value: metadata.receipt },
                { Name: "TransactionDate", Value: 20261129101010 },
                { Name: "PhoneNumber", Value: Number(metadata.phone) },
              ],
            },
          }),
        },
      },
    })
    // The hook stores the callback and answers; its subscriber settles it (issue 50): read after it did.
    const post = async (body: unknown) => {
      const res = await api.post(`/hooks/daraja/${SECRET}`, body, { validateStatus: () => true })
      await callbacksSettled()
      return res
    }

    describe("item 1: a late success for a cart ordered another way", () => {
      it("after pay on delivery: Refund due for the whole amount, flagged, posted; the order stays Pay on delivery", async () => {
        const who = await shopper()
        const late = await prompt(who, { resultCode: 0, delayMs: 400_000 })
        await runJobAt(181_000)
        expect(await paymentOf(who.buyer.token, late.id)).toMatchObject({ state: "Expired" })
        const cod = await api.post("/api/order/add", { cartId: who.cartId, total: who.total }, bearer(who.buyer.token))
        expect(cod.status).toBe(200)

        await sim.advance(400_000)
        expect(await paymentOf(who.buyer.token, late.id)).toMatchObject({ state: "RefundDue", orderId: null })
        const orders = await ordersOf(who.buyer.token)
        expect(orders).toHaveLength(1)
        expect(orders[0].payment).toMatchObject({ method: "cod", state: "Pay on delivery" })
        expect(await flagged(late.id)).toMatchObject({ state: "Refund due", reason: FLAG_REASONS.orderedOtherwise, orderId: null })
        expect(await entriesOf(`payment-refund-due:${late.id}`)).toEqual([
          { account_id: SHOP_ACCOUNTS.mpesaReceived, amount: -100_000 },
          { account_id: SHOP_ACCOUNTS.refunds, amount: 100_000 },
        ])
        expect(await refundsDue()).toContainEqual(expect.objectContaining({ paymentId: late.id, owed: 1000 }))
      })

      it("after a second prompt was paid: the first one's success is Refund due; the order keeps the second receipt", async () => {
        const who = await shopper()
        const first = await prompt(who, { resultCode: 0, delayMs: 400_000 })
        await runJobAt(181_000)
        const second = await prompt(who, { resultCode: 0, delayMs: 1_000 })
        await sim.advance(1_000)
        const paid = await paymentOf(who.buyer.token, second.id)
        expect(paid).toMatchObject({ state: "Paid" })

        await sim.advance(400_000)
        expect(await paymentOf(who.buyer.token, first.id)).toMatchObject({ state: "RefundDue", orderId: null })
        const orders = await ordersOf(who.buyer.token)
        expect(orders).toEqual([expect.objectContaining({ _id: paid.orderId, payment: expect.objectContaining({ state: "Paid", receipt: paid.receipt }) })])
        expect(await flagged(first.id)).toMatchObject({ state: "Refund due", reason: FLAG_REASONS.orderedOtherwise })
        expect(await entriesOf(`payment-refund-due:${first.id}`)).toHaveLength(2)
      })
    })

    describe("item 2: a success after a Failed settlement", () => {
      it("the query said failed (as the sandbox does), the real callback comes later: Transaction Status confirms the receipt, the order is placed and flagged", async () => {
        const who = await shopper()
        const paying = await prompt(who, { resultCode: 0, delayMs: 60_000, lateMs: 100_000, queryResultCode: 1032 })
        await sim.advance(60_000)
        await runJobAt(61_000)
        expect(await paymentOf(who.buyer.token, paying.id)).toMatchObject({ state: "Failed", orderId: null })

        await sim.advance(100_000)
        const paid = await eventually(
          () => paymentOf(who.buyer.token, paying.id),
          (payment) => payment.state !== "Failed"
        )
        const receipt = (await sim.transaction(paying.checkoutRequestId))!.receipt
        expect({ paid, flag: await flagged(paying.id) }).toMatchObject({
          paid: { state: "Paid", receipt },
          flag: { state: "Paid", reason: "Paid after the payment was marked Failed: confirmed by M-Pesa" },
        })
        expect(paid.orderId).toBeTruthy()
        expect(await ordersOf(who.buyer.token)).toEqual([expect.objectContaining({ _id: paid.orderId, payment: expect.objectContaining({ state: "Paid", receipt }) })])
        const status = (await sim.requests("/mpesa/transactionstatus")).at(-1)!
        expect(status.body).toMatchObject({ TransactionID: receipt, Occasion: paying.id })
        expect(status.body.ResultURL).toMatch(new RegExp(`/hooks/daraja/${SECRET}/status$`))
        await eventually(() => callbacksOf(paying.id), (outcomes) => outcomes.includes("paid"))
        // The status result may be stored before the callback that asked for it.
        expect((await callbacksOf(paying.id)).sort()).toEqual(["paid", "verifying"])
      })
    })

    describe("a claimed success whose confirmation was cut short", () => {
      it("an Expired payment with a claimed receipt (the process died before Daraja answered) is asked about again by the job, and paid", async () => {
        const who = await shopper()
        const paying = await prompt(who, { resultCode: 0, delayMs: 1_000, callback: false })
        await sim.advance(1_000)
        const receipt = (await sim.transaction(paying.checkoutRequestId))!.receipt
        // As if the callback was kept as a claim and the process died before confirming it, then the prompt expired.
        await knex().raw(`UPDATE mpesa_payment SET state = 'Expired', claimed_receipt = ?, claimed_at = now() WHERE id = ?`, [receipt, paying.id])
        await runJobAt(61_000)
        const paid = await paymentOf(who.buyer.token, paying.id)
        expect(paid).toMatchObject({ state: "Paid", receipt })
        expect(await ordersOf(who.buyer.token)).toEqual([expect.objectContaining({ _id: paid.orderId })])
        expect(await flagged(paying.id)).toMatchObject({ reason: "Paid after the payment was marked Expired: confirmed by M-Pesa" })
        await runJobAt(122_000)
        expect(await ordersOf(who.buyer.token)).toHaveLength(1)
      })
    })

    describe("item 3: a success callback is a claim, not proof", () => {
      it("a bare success with a MerchantRequestID not ours is a flagged Mismatch; the real success still pays", async () => {
        const who = await shopper()
        const paying = await prompt(who, { resultCode: 0, delayMs: 4_000 })
        const forged = await post(success({ checkoutRequestId: paying.checkoutRequestId, merchantRequestId: "29115-34620561-1" }, null))
        expect(forged.status).toBe(200)
        expect(await paymentOf(who.buyer.token, paying.id)).toMatchObject({ state: "Mismatch", orderId: null })
        expect(await ordersOf(who.buyer.token)).toEqual([])
        expect(await flagged(paying.id)).toMatchObject({ state: "Mismatch", reason: "The callback names another MerchantRequestID than ours" })

        await sim.advance(4_000)
        const paid = await paymentOf(who.buyer.token, paying.id)
        expect(paid).toMatchObject({ state: "Paid", receipt: (await sim.transaction(paying.checkoutRequestId))!.receipt })
        expect(await ordersOf(who.buyer.token)).toHaveLength(1)
      })

      it.each([
        ["no amount, phone or receipt", null, "The success callback carries no amount"],
        ["another amount", { amount: 1, receipt: "QWE1RT2YU3" }, "Paid amount 1 is not the 1000 asked"],
      ])("a success with our ids and %s is a flagged Mismatch, never paid", async (_what, metadata, reason) => {
        const who = await shopper()
        const paying = await prompt(who, { resultCode: 0, delayMs: 4_000 })
        await post(success(paying, metadata && { ...metadata, phone: paying.phone.daraja }))
        expect(await paymentOf(who.buyer.token, paying.id)).toMatchObject({ state: "Mismatch", orderId: null })
        expect(await flagged(paying.id)).toMatchObject({ reason })
        expect(await ordersOf(who.buyer.token)).toEqual([])
        await sim.advance(4_000)
      })

      it("a forged success right in every field while the prompt is open: Daraja's query does not confirm it, nothing is paid; the real one pays with its own receipt", async () => {
        const who = await shopper()
        const paying = await prompt(who, { resultCode: 0, delayMs: 4_000 })
        const forged = await post(success(paying, { amount: 1000, receipt: "FORGED0001", phone: paying.phone.daraja }))
        expect(forged.status).toBe(200)
        expect(await paymentOf(who.buyer.token, paying.id)).toMatchObject({ state: "Pending", orderId: null })
        expect(await callbacksOf(paying.id)).toEqual(["unconfirmed"])

        await sim.advance(4_000)
        const receipt = (await sim.transaction(paying.checkoutRequestId))!.receipt
        expect(await paymentOf(who.buyer.token, paying.id)).toMatchObject({ state: "Paid", receipt })
        expect(await ordersOf(who.buyer.token)).toHaveLength(1)
      })

      it("a forged success for a prompt the buyer cancelled: Transaction Status knows no such receipt, so it is a flagged Mismatch with no order", async () => {
        const who = await shopper()
        const cancelled = await prompt(who, { resultCode: 1032, delayMs: 1_000 })
        await sim.advance(1_000)
        expect(await paymentOf(who.buyer.token, cancelled.id)).toMatchObject({ state: "Failed" })

        await post(success(cancelled, { amount: 1000, receipt: "FORGED0002", phone: cancelled.phone.daraja }))
        const judged = await eventually(
          () => paymentOf(who.buyer.token, cancelled.id),
          (payment) => payment.state !== "Failed"
        )
        expect(judged).toMatchObject({ state: "Mismatch", orderId: null, receipt: null })
        expect((await flagged(cancelled.id))?.reason).toMatch(/^M-Pesa did not confirm the success the callback claimed \(receipt FORGED0002\)/)
        expect(await ordersOf(who.buyer.token)).toEqual([])
      })
    })
  },
})
