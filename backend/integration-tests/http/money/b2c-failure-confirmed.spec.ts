import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { Knex } from "knex"
import { SHOP_ACCOUNTS } from "../../../src/domain/ledger/accounts"
import { REFUND_MESSAGES } from "../../../src/domain/ledger/refunds"
import { bearer, type ShopApi } from "../../helpers/accounts"
import { forgeFailure, paidThenCancelled, sellerWithAvailable, statusAsked, type MoneyShop } from "../../helpers/b2c-money"
import { phoneSequence, startDarajaForShop, type DarajaSimulator } from "../../helpers/daraja"
import { eventually } from "../../helpers/eventually"
import { expectLedgerInvariants } from "../../helpers/ledger-invariants"
import { registerWithRole } from "../../helpers/shop"
import { seedTestCatalogue } from "../../fixtures/catalogue"

// Issue 48, item 4: a B2C failure result is a claim; only Transaction Status's final "Failed" puts money back.
let sim: DarajaSimulator
const nextPhone = phoneSequence("7460")

beforeAll(async () => {
  sim = await startDarajaForShop("b2c-confirm-secret-3f9a1c")
})
afterAll(async () => {
  await sim?.close()
})

type B2cJson = { _id: string; state: string; receipt: string | null; reason: string | null; unreconciled: boolean }

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    let shop: MoneyShop
    const knex = () => getContainer().resolve<Knex>(ContainerRegistrationKeys.PG_CONNECTION)
    const sum = async (sql: string, bindings: string[] = []) => Number((await knex().raw(sql, bindings)).rows[0].total)

    beforeAll(async () => {
      await seedTestCatalogue(getContainer())
      process.env.MPESA_CALLBACK_BASE_URL = (api as ShopApi).defaults.baseURL as string
      const admin = await registerWithRole(api, getContainer(), "ROLE_ADMIN")
      shop = { api, container: getContainer, sim, adminToken: admin.token }
    })

    afterEach(async () => {
      await expectLedgerInvariants(api, knex(), shop.adminToken)
      // Money in transit is exactly what Processing payouts and refunds carry.
      const transit = (account: string) => sum(`SELECT COALESCE(SUM(amount), 0)::text AS total FROM ledger_entry WHERE account_id = ?`, [account])
      const processing = (table: string) => sum(`SELECT COALESCE(SUM(amount_cents), 0)::text AS total FROM ${table} WHERE state = 'Processing'`)
      expect(await transit(SHOP_ACCOUNTS.payoutsInTransit)).toBe(await processing("payout"))
      expect(await transit(SHOP_ACCOUNTS.refundsInTransit)).toBe(await processing("buyer_refund"))
    })

    const admin = () => bearer(shop.adminToken)
    const payout = async (id: string) => ((await api.get("/api/payouts", admin())).data.payouts as B2cJson[]).find((p) => p._id === id)!
    const refundList = async () => (await api.get("/api/payouts/refunds", admin())).data as { due: { paymentId: string }[]; refunds: B2cJson[] }
    const refund = async (id: string) => (await refundList()).refunds.find((r) => r._id === id)!
    const approvePayout = async (merchantId: string) => api.post("/api/payouts", { merchantId }, admin())
    const keysOf = async (id: string) =>
      ((await knex().raw(`SELECT key FROM ledger_transaction WHERE key LIKE ? ORDER BY key`, [`%:${id}`])).rows as { key: string }[]).map((r) => r.key)
    const callbacks = async (id: string) =>
      ((await knex()("payout_callback").where({ payout_id: id }).orderBy("created_at")) as { kind: string; outcome: string }[]).map((r) => [r.kind, r.outcome])
    const receiptOf = async (id: string) => (await sim.b2c()).payments.find((p) => p.originatorConversationId === id)!.receipt

    it("an interim failure result keeps the payout Processing (nothing put back, nothing to approve again) until Transaction Status says Completed: Paid", async () => {
      const seller = await sellerWithAvailable(shop, nextPhone())
      await sim.b2cScenario(seller.phone.daraja, { interimResultCode: 1, lateMs: 600_000, statusDelayMs: 1_000 })
      const payoutId = (await approvePayout(seller.merchantId)).data.payouts[0]._id as string
      const posted = await sim.advance(3_000)
      expect(posted).toEqual([expect.objectContaining({ kind: "result", originatorConversationId: payoutId, status: 200 })])
      await statusAsked(sim, payoutId)
      expect(await payout(payoutId)).toMatchObject({ state: "Processing", receipt: null, reason: expect.stringContaining("M-Pesa 1: The balance is insufficient") })
      expect(await seller.earnings()).toMatchObject({ available: 0, paidOut: 0 })
      // The admin cannot pay the same money again while M-Pesa has not said what became of it.
      expect((await approvePayout(seller.merchantId)).status).toBe(400)
      expect(await keysOf(payoutId)).toEqual([`payout-started:${payoutId}`])
      expect((await sim.b2c()).payments.filter((p) => p.phone === seller.phone.daraja)).toHaveLength(1)

      await sim.advance(1_000)
      expect(await payout(payoutId)).toMatchObject({ state: "Paid", receipt: await receiptOf(payoutId), reason: null, unreconciled: false })
      expect(await seller.earnings()).toMatchObject({ available: 0, paidOut: 2250 })
      // The real result, when it comes, changes nothing.
      await sim.advance(600_000)
      expect(await keysOf(payoutId)).toEqual([`payout-settled:${payoutId}`, `payout-started:${payoutId}`])
      expect(await callbacks(payoutId)).toEqual([
        ["result", "failure claimed: asking Transaction Status"],
        ["status", "Paid"],
        ["result", "duplicate (Paid)"],
      ])
    })

    it("a failure result that Transaction Status confirms makes the payout Failed and puts the money back; a new approval pays", async () => {
      const seller = await sellerWithAvailable(shop, nextPhone())
      await sim.b2cScenario(seller.phone.daraja, [{ resultCode: 2001, statusDelayMs: 1_000 }, { resultCode: 0 }])
      const payoutId = (await approvePayout(seller.merchantId)).data.payouts[0]._id as string
      await sim.advance(3_000)
      await statusAsked(sim, payoutId)
      expect(await payout(payoutId)).toMatchObject({ state: "Processing" })
      expect(await seller.earnings()).toMatchObject({ available: 0 })

      await sim.advance(1_000)
      expect(await payout(payoutId)).toMatchObject({ state: "Failed", receipt: null, reason: "M-Pesa 2001: The initiator information is invalid." })
      expect(await seller.earnings()).toMatchObject({ available: 2250, paidOut: 0 })
      expect(await keysOf(payoutId)).toEqual([`payout-failed:${payoutId}`, `payout-started:${payoutId}`])
      expect(await callbacks(payoutId)).toEqual([
        ["result", "failure claimed: asking Transaction Status"],
        ["status", "Failed"],
      ])
      const again = await approvePayout(seller.merchantId)
      expect(again.status).toBe(200)
      await sim.advance(3_000)
      expect(await seller.earnings()).toMatchObject({ available: 0, paidOut: 2250 })
    })

    it("a forged failure result changes nothing: Transaction Status's answer that is not final keeps the payout Processing until the real result", async () => {
      const seller = await sellerWithAvailable(shop, nextPhone())
      const payoutId = (await approvePayout(seller.merchantId)).data.payouts[0]._id as string
      const forged = await forgeFailure(api, sim, payoutId)
      expect(forged.status).toBe(200)
      // M-Pesa has not carried the payment out yet: Transaction Status does not find it (not final).
      const asked = await eventually(() => callbacks(payoutId), (rows) => rows.some(([kind]) => kind === "status"))
      expect(asked).toEqual([
        ["result", "failure claimed: asking Transaction Status"],
        ["status", expect.stringMatching(/^not final: .*R000002/)],
      ])
      expect(await payout(payoutId)).toMatchObject({ state: "Processing", receipt: null })
      expect(await seller.earnings()).toMatchObject({ available: 0, paidOut: 0 })
      expect((await approvePayout(seller.merchantId)).status).toBe(400)

      await sim.advance(3_000)
      expect(await payout(payoutId)).toMatchObject({ state: "Paid", receipt: await receiptOf(payoutId), reason: null })
      expect(await seller.earnings()).toMatchObject({ available: 0, paidOut: 2250 })
      expect(await keysOf(payoutId)).toEqual([`payout-settled:${payoutId}`, `payout-started:${payoutId}`])
    })

    it("a retried payout whose repeat Daraja refuses (busy) stays Processing: the first request may have paid, and it did", async () => {
      const seller = await sellerWithAvailable(shop, nextPhone())
      // Carried out, but its answer lost: the admin sends it again, and Daraja's rate limit refuses the repeat.
      await sim.failNextB2c("processed500")
      const payoutId = (await approvePayout(seller.merchantId)).data.payouts[0]._id as string
      await sim.failNextB2c("busy")
      expect((await api.post(`/api/payouts/${payoutId}/retry`, {}, admin())).status).toBe(200)
      expect(await payout(payoutId)).toMatchObject({ state: "Processing", reason: expect.stringContaining("refused the repeat") })
      expect(await seller.earnings()).toMatchObject({ available: 0, paidOut: 0 })
      expect((await approvePayout(seller.merchantId)).status).toBe(400)
      await sim.advance(3_000)
      expect(await payout(payoutId)).toMatchObject({ state: "Paid", receipt: await receiptOf(payoutId) })
      expect(await seller.earnings()).toMatchObject({ available: 0, paidOut: 2250 })
    })

    it("a success for a payout already Failed is posted and flagged: the money put back goes out again, and a payout made meanwhile shows as over-paid", async () => {
      const seller = await sellerWithAvailable(shop, nextPhone())
      // Transaction Status wrongly says Failed (stale, as the sandbox's queries can be); the real success comes later.
      await sim.b2cScenario(seller.phone.daraja, [{ interimResultCode: 1, lateMs: 600_000, statusSays: "Failed" }, { resultCode: 0 }])
      const first = (await approvePayout(seller.merchantId)).data.payouts[0]._id as string
      await sim.advance(3_000)
      expect(await eventually(() => payout(first), (p) => p.state !== "Processing")).toMatchObject({ state: "Failed" })
      expect(await seller.earnings()).toMatchObject({ available: 2250 })
      const second = (await approvePayout(seller.merchantId)).data.payouts[0]._id as string
      await sim.advance(3_000)
      expect(await payout(second)).toMatchObject({ state: "Paid" })
      expect(await seller.earnings()).toMatchObject({ available: 0, paidOut: 2250 })

      await sim.advance(600_000)
      const late = await payout(first)
      expect(late).toMatchObject({ state: "Paid", receipt: await receiptOf(first), unreconciled: true })
      expect(late.reason).toContain("after it was marked Failed")
      expect(late.reason).toContain("Over-paid Kes. 2250")
      expect(await seller.earnings()).toMatchObject({ available: -2250, paidOut: 4500, payoutBlocked: true })
      expect(await keysOf(first)).toEqual([`payout-failed:${first}`, `payout-late-settled:${first}`, `payout-started:${first}`])
      // Flagged payouts come before those simply paid; the same success again changes nothing.
      const listed = ((await api.get("/api/payouts", admin())).data.payouts as B2cJson[]).map((p) => p._id)
      expect(listed.indexOf(first)).toBeLessThan(listed.indexOf(second))
      await sim.resendB2c(first)
      expect(await keysOf(first)).toEqual([`payout-failed:${first}`, `payout-late-settled:${first}`, `payout-started:${first}`])
      expect((await callbacks(first)).slice(-2)).toEqual([
        ["result", "late success: posted and flagged"],
        ["result", "duplicate (Paid)"],
      ])
    })

    it("a refund: an interim failure keeps it Processing and not due until Transaction Status says Completed; a success after Failed is posted and flagged", async () => {
      const phone = nextPhone()
      const paid = await paidThenCancelled(shop, phone)
      await sim.b2cScenario(phone.daraja, { interimResultCode: 1, lateMs: 600_000, statusDelayMs: 1_000 })
      const refundId = (await api.post("/api/payouts/refunds", { paymentId: paid.paymentId }, admin())).data.refund._id as string
      await sim.advance(3_000)
      await statusAsked(sim, refundId)
      expect(await refund(refundId)).toMatchObject({ state: "Processing", receipt: null })
      expect(await paid.dueNow()).toBe(false)
      expect((await api.post("/api/payouts/refunds", { paymentId: paid.paymentId }, admin())).data).toEqual({ error: REFUND_MESSAGES.nothingOwed })
      await sim.advance(1_000)
      expect(await refund(refundId)).toMatchObject({ state: "Paid", receipt: await receiptOf(refundId) })
      const buyerView = (await api.get(`/api/payment/refunds/${paid.orderId}`, bearer(paid.buyer.token))).data.refund
      expect(buyerView).toMatchObject({ state: "Refunded", amount: 1000 })

      // Another refund: Transaction Status wrongly says Failed, so it is due again; then M-Pesa's real success comes.
      const otherPhone = nextPhone()
      const other = await paidThenCancelled(shop, otherPhone)
      await sim.b2cScenario(otherPhone.daraja, { interimResultCode: 1, lateMs: 600_000, statusSays: "Failed" })
      const failedId = (await api.post("/api/payouts/refunds", { paymentId: other.paymentId }, admin())).data.refund._id as string
      await sim.advance(3_000)
      expect(await eventually(() => refund(failedId), (r) => r.state !== "Processing")).toMatchObject({ state: "Failed" })
      expect(await other.dueNow()).toBe(true)
      await sim.advance(600_000)
      const late = await refund(failedId)
      expect(late).toMatchObject({ state: "Paid", receipt: await receiptOf(failedId), unreconciled: true })
      expect(late.reason).toContain("after it was marked Failed")
      expect(await other.dueNow()).toBe(false)
      expect(await keysOf(failedId)).toEqual([`refund-failed:${failedId}`, `refund-late-settled:${failedId}`, `refund-started:${failedId}`])
      expect((await api.get(`/api/payment/refunds/${other.orderId}`, bearer(other.buyer.token))).data.refund).toMatchObject({ state: "Refunded" })
    })
  },
})
