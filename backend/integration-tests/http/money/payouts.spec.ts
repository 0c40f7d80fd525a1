import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { Knex } from "knex"
import { SHOP_ACCOUNTS } from "../../../src/domain/ledger/accounts"
import { PAYOUT_MESSAGES } from "../../../src/domain/ledger/payouts"
import { DAY_MS } from "../../../src/domain/ledger/settings"
import { reconcileLedger } from "../../helpers/ledger"
import { resolveStalePayouts } from "../../helpers/payout-jobs"
import { anyStatus, bearer, register, type ShopApi } from "../../helpers/accounts"
import { phoneSequence, startDarajaForShop, type DarajaSimulator } from "../../helpers/daraja"
import { expectLedgerInvariants } from "../../helpers/ledger-invariants"
import { merchantWithAccount } from "../../helpers/merchants"
import { confirmCash, setLineStatus } from "../../helpers/orders"
import { order, registerWithRole } from "../../helpers/shop"
import { seedTestCatalogue } from "../../fixtures/catalogue"
import { eventually } from "../../helpers/eventually"

const SECRET = "payout-secret-8c1d2e"
let sim: DarajaSimulator
/** A fresh Safaricom number per seller, as the seller types it and as Daraja sees it. */
const nextPhone = phoneSequence("7230")

// Before the runner boots the shop: the simulator is up and MPESA_* / MPESA_B2C_* point at it.
beforeAll(async () => {
  sim = await startDarajaForShop(SECRET)
})
afterAll(async () => {
  await sim?.close()
})

type Person = { token: string }
type Seller = Person & { merchantId: string; phone: { typed: string; daraja: string } }
type PayoutJson = { _id: string; merchantId: string; amount: number; state: string; receipt: string | null; reason: string | null; method: string; unreconciled: boolean }

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    let admin: Person
    let buyer: Person
    const knex = () => getContainer().resolve<Knex>(ContainerRegistrationKeys.PG_CONNECTION)

    beforeAll(async () => {
      await seedTestCatalogue(getContainer())
      process.env.MPESA_CALLBACK_BASE_URL = (api as ShopApi).defaults.baseURL as string
      admin = await registerWithRole(api, getContainer(), "ROLE_ADMIN")
      buyer = await register(api)
    })

    afterEach(async () => {
      await expectLedgerInvariants(api, knex(), admin.token)
      // Money in transit is exactly what Processing payouts carry.
      const transit = (await knex().raw(`SELECT COALESCE(SUM(amount), 0)::text AS total FROM ledger_entry WHERE account_id = ?`, [SHOP_ACCOUNTS.payoutsInTransit])).rows[0]
      const processing = (await knex().raw(`SELECT COALESCE(SUM(amount_cents), 0)::text AS total FROM payout WHERE state = 'Processing'`)).rows[0]
      expect(Number(transit.total)).toBe(Number(processing.total))
    })

    const earnings = async (seller: Seller) => (await api.get("/api/earnings", bearer(seller.token))).data.earnings
    const payoutsOf = async (merchantId: string) =>
      ((await api.get("/api/payouts", bearer(admin.token))).data.payouts as PayoutJson[]).filter((p) => p.merchantId === merchantId)
    const keysOf = async (payoutId: string) =>
      ((await knex().raw(`SELECT key FROM ledger_transaction WHERE key LIKE ? ORDER BY key`, [`%:${payoutId}`])).rows as { key: string }[]).map((r) => r.key)
    const approve = (body: Record<string, unknown>, token = admin.token) => api.post("/api/payouts", body, bearer(token))

    /**
     * A fresh merchant owning the Chui brand, with an M-Pesa payout method (or bank details), one line of
     * product 25 (Kes. 2,500, VAT exempt, 10%: Kes. 2,250 to the seller) delivered and the hold passed.
     */
    async function sellerWithAvailable(method: "mpesa" | "bank" = "mpesa") {
      const merchant = await merchantWithAccount(api, getContainer(), "chui")
      const seller: Seller = { token: merchant.token, merchantId: merchant.merchantId, phone: nextPhone() }
      const body =
        method === "mpesa"
          ? { kind: "mpesa", phone: seller.phone.typed }
          : { kind: "bank", bank: { bankName: "KCB", branch: "Moi Avenue", accountName: "Chui Gadgets Ltd", accountNumber: "1234567890" } }
      expect((await api.put("/api/earnings/payout-method", body, bearer(seller.token))).status).toBe(200)
      const placed = await order(api, buyer.token, [{ slug: "test-product-25", quantity: 1 }])
      const line = placed.products[0]._id
      expect((await setLineStatus(api, admin.token, placed._id, line, "Delivered")).status).toBe(200)
      // Pay on delivery, the shop's rider collected: earned once the admin confirms the cash (issue 48, item 5).
      expect((await confirmCash(api, admin.token, placed._id)).status).toBe(200)
      await eventually(() => earnings(seller), (shown) => shown.pending === 2250)
      await reconcileLedger(getContainer(), new Date(Date.now() + 8 * DAY_MS))
      expect(await earnings(seller)).toMatchObject({ pending: 0, available: 2250, paidOut: 0 })
      return { seller, orderId: placed._id as string, line: line as string }
    }

    it("payout method: a merchant sets their own only, an M-Pesa number or bank details", async () => {
      const merchant = await merchantWithAccount(api, getContainer())
      const other = await merchantWithAccount(api, getContainer())
      const member = await register(api)
      // Attack first: a member, an admin and the anonymous cannot set one; another merchant cannot read it.
      const mpesa = { kind: "mpesa", phone: "0712 345 678" }
      expect((await api.put("/api/earnings/payout-method", mpesa, bearer(member.token))).status).toBe(403)
      const byAdmin = await api.put("/api/earnings/payout-method", mpesa, bearer(admin.token))
      expect(byAdmin.status).toBe(403)
      expect(byAdmin.data).toEqual({ error: PAYOUT_MESSAGES.ownOnly })
      expect((await api.put("/api/earnings/payout-method", mpesa, anyStatus)).status).toBe(401)
      expect((await api.get(`/api/earnings/payout-method?merchantId=${merchant.merchantId}`, bearer(other.token))).status).toBe(403)
      const badPhone = await api.put("/api/earnings/payout-method", { kind: "mpesa", phone: "12345" }, bearer(merchant.token))
      expect(badPhone.status).toBe(400)
      expect((await api.put("/api/earnings/payout-method", { kind: "bank", bank: { bankName: "KCB" } }, bearer(merchant.token))).status).toBe(400)
      expect((await api.put("/api/earnings/payout-method", { kind: "paypal" }, bearer(merchant.token))).status).toBe(400)
      expect(await knex()("payout_method").where({ merchant_id: merchant.merchantId })).toEqual([])

      // The merchant: an M-Pesa number, then bank details instead.
      const saved = await api.put("/api/earnings/payout-method", mpesa, bearer(merchant.token))
      expect(saved.status).toBe(200)
      expect(saved.data.payoutMethod).toMatchObject({ kind: "mpesa", phone: "+254712345678", bank: null })
      // Changing a method already set needs the account's password (issue item 18).
      const bank = { kind: "bank", bank: { bankName: "Equity", accountName: "Wanjiru Kamau", accountNumber: "0123456789" }, password: "secret-pass" }
      expect((await api.put("/api/earnings/payout-method", bank, bearer(merchant.token))).status).toBe(200)
      const read = await api.get("/api/earnings/payout-method", bearer(merchant.token))
      expect(read.data.payoutMethod).toMatchObject({ kind: "bank", phone: null, bank: { bankName: "Equity", accountNumber: "0123456789" } })
      expect((await api.get(`/api/earnings/payout-method?merchantId=${merchant.merchantId}`, bearer(admin.token))).data.payoutMethod.kind).toBe("bank")
      expect(await knex()("payout_method").where({ merchant_id: merchant.merchantId })).toHaveLength(1)
    })

    it("sale delivered, hold passed, payout approved: Processing, then Paid with the B2C receipt; the statement shows it", async () => {
      const { seller } = await sellerWithAvailable()
      // Attack first: only admins approve or list payouts; a wrong callback secret changes nothing.
      expect((await approve({ merchantId: seller.merchantId }, seller.token)).status).toBe(403)
      expect((await api.get("/api/payouts", bearer(seller.token))).status).toBe(403)
      expect((await approve({})).status).toBe(400)
      expect((await approve({ merchantId: "mer_nobody" })).status).toBe(404)

      const approved = await approve({ merchantId: seller.merchantId })
      expect(approved.status).toBe(200)
      expect(approved.data.payouts).toEqual([expect.objectContaining({ merchantId: seller.merchantId, amount: 2250, state: "Processing", method: "mpesa", receipt: null })])
      const payoutId = approved.data.payouts[0]._id as string
      // The money left available (in transit), not yet paid out.
      expect(await earnings(seller)).toMatchObject({ available: 0, paidOut: 0 })
      const { payments } = await sim.b2c()
      const sent = payments.find((p) => p.originatorConversationId === payoutId)!
      expect(sent).toMatchObject({ amount: 2250, phone: seller.phone.daraja, commandId: "BusinessPayment" })
      expect(sent.resultUrl).toMatch(new RegExp(`/hooks/payouts/b2c-${SECRET}/result$`))
      expect(sent.resultUrl).not.toMatch(/mpesa/i)

      const forged = await api.post(`/hooks/payouts/wrong-secret/result`, { Result: { ResultCode: 0, OriginatorConversationID: payoutId } }, anyStatus)
      expect(forged.status).toBe(404)
      expect((await payoutsOf(seller.merchantId))[0].state).toBe("Processing")

      const delivered = await sim.advance(3_000)
      expect(delivered).toEqual(expect.arrayContaining([expect.objectContaining({ originatorConversationId: payoutId, status: 200 })]))
      const [paid] = await payoutsOf(seller.merchantId)
      const receipt = (await sim.b2c()).payments.find((p) => p.originatorConversationId === payoutId)!.receipt
      expect(paid).toMatchObject({ _id: payoutId, state: "Paid", receipt, reason: null, unreconciled: false })
      expect(await earnings(seller)).toMatchObject({ pending: 0, available: 0, paidOut: 2250 })
      expect(await keysOf(payoutId)).toEqual([`payout-settled:${payoutId}`, `payout-started:${payoutId}`])
      const listed = (await api.get("/api/payouts", bearer(admin.token))).data
      expect(listed.utility).toEqual({ balance: (await sim.b2c()).utility, reportedAt: expect.any(String) })
      const stored = await knex()("payout_callback").where({ payout_id: payoutId })
      expect(stored).toEqual([expect.objectContaining({ kind: "result", outcome: "Paid" })])
      expect(JSON.parse(stored[0].body).Result.OriginatorConversationID).toBe(payoutId)

      const from = new Date(Date.now() - DAY_MS).toISOString().slice(0, 10)
      const to = new Date(Date.now() + 2 * DAY_MS).toISOString().slice(0, 10)
      const statement = (await api.get(`/api/earnings/statement?from=${from}&to=${to}`, bearer(seller.token))).data.statement
      expect(statement).toMatchObject({ grossSales: 2500, commission: 250, payouts: 2250, closingBalance: 0 })
      const payoutLines = statement.lines.filter((l: { kind: string }) => l.kind.startsWith("payout"))
      expect(payoutLines).toEqual([
        expect.objectContaining({ kind: "payout", amount: -2250, payout: { id: payoutId, state: "Paid", receipt } }),
        expect.objectContaining({ kind: "payout_settled", amount: 0, paidOut: 2250, payout: { id: payoutId, state: "Paid", receipt } }),
      ])
    })

    it("the same B2C result posted twice settles the payout once", async () => {
      const { seller } = await sellerWithAvailable()
      await sim.b2cScenario(seller.phone.daraja, { duplicate: true })
      const payoutId = (await approve({ merchantId: seller.merchantId })).data.payouts[0]._id as string
      await sim.advance(3_000)
      const again = await sim.resendB2c(payoutId)
      expect(again).toEqual([expect.objectContaining({ status: 200 })])
      expect(JSON.parse(again[0].reply!)).toEqual({ ResultCode: 0, ResultDesc: "Accepted" })
      expect(await keysOf(payoutId)).toEqual([`payout-settled:${payoutId}`, `payout-started:${payoutId}`])
      expect(await earnings(seller)).toMatchObject({ available: 0, paidOut: 2250 })
      const outcomes = (await knex()("payout_callback").where({ payout_id: payoutId }).orderBy("created_at")).map((row: { outcome: string }) => row.outcome)
      expect(outcomes).toEqual(["Paid", "duplicate (Paid)", "duplicate (Paid)"])
    })

    it("a B2C result that fails (2001, 2040), once Transaction Status confirms it, puts the money back to available with the reason; a new approval pays", async () => {
      const { seller } = await sellerWithAvailable()
      await sim.b2cScenario(seller.phone.daraja, [{ resultCode: 2001 }, { resultCode: 2040 }, { resultCode: 0 }])
      const settledOf = (id: string) => eventually(() => payoutsOf(seller.merchantId), (list) => list.find((p) => p._id === id)?.state !== "Processing")
      const wrongInitiator = (await approve({ merchantId: seller.merchantId })).data.payouts[0]._id as string
      await sim.advance(3_000)
      // The failed result is only a claim: the shop asks Transaction Status, whose answer fails it.
      expect((await settledOf(wrongInitiator))[0]).toMatchObject({
        _id: wrongInitiator,
        state: "Failed",
        reason: "M-Pesa 2001: The initiator information is invalid.",
      })
      expect(await earnings(seller)).toMatchObject({ available: 2250, paidOut: 0 })
      const payoutId = (await approve({ merchantId: seller.merchantId })).data.payouts[0]._id as string
      await sim.advance(3_000)
      const [failed] = (await settledOf(payoutId)).filter((p) => p._id === payoutId)
      expect(failed).toMatchObject({ _id: payoutId, state: "Failed", receipt: null, reason: expect.stringContaining("2040") })
      expect(await earnings(seller)).toMatchObject({ available: 2250, paidOut: 0 })
      expect(await keysOf(payoutId)).toEqual([`payout-failed:${payoutId}`, `payout-started:${payoutId}`])
      // Failed payouts come first in the admin's list.
      const listed = (await api.get("/api/payouts", bearer(admin.token))).data.payouts as PayoutJson[]
      expect(listed[0].state).toBe("Failed")

      // Approving again is a new payout (a new OriginatorConversationID), which pays.
      const retry = await approve({ merchantId: seller.merchantId })
      expect(retry.status).toBe(200)
      expect(retry.data.payouts[0]._id).not.toBe(payoutId)
      await sim.advance(3_000)
      expect(await earnings(seller)).toMatchObject({ available: 0, paidOut: 2250 })
    })

    it("a payout whose result never comes (a queue timeout) is resolved by Transaction Status after the timeout", async () => {
      const { seller } = await sellerWithAvailable()
      await sim.b2cScenario(seller.phone.daraja, { timeout: true })
      const payoutId = (await approve({ merchantId: seller.merchantId })).data.payouts[0]._id as string
      const posted = await sim.advance(3_000)
      expect(posted).toEqual(expect.arrayContaining([expect.objectContaining({ kind: "timeout", originatorConversationId: payoutId, status: 200 })]))
      expect((await payoutsOf(seller.merchantId))[0].state).toBe("Processing")
      // Before the timeout, nobody is asked.
      expect(await resolveStalePayouts(getContainer(), new Date())).toEqual({ asked: 0 })
      expect((await sim.b2c()).statusQueries.filter((q) => q.original === payoutId)).toEqual([])
      expect(await resolveStalePayouts(getContainer(), new Date(Date.now() + 11 * 60_000))).toEqual({ asked: 1 })
      const paid = await eventually(() => payoutsOf(seller.merchantId), ([p]) => p.state !== "Processing")
      const receipt = (await sim.b2c()).payments.find((p) => p.originatorConversationId === payoutId)!.receipt
      expect(paid[0]).toMatchObject({ state: "Paid", receipt })
      expect(await earnings(seller)).toMatchObject({ available: 0, paidOut: 2250 })
      const callbacks = await knex()("payout_callback").where({ payout_id: payoutId }).orderBy("created_at")
      expect(callbacks.map((row: { kind: string; outcome: string }) => [row.kind, row.outcome])).toEqual([
        ["timeout", "queue timeout"],
        ["status", "Paid"],
      ])
    })

    it("a result for another amount or receiver never pays: the payout stays Processing, flagged unreconciled", async () => {
      const { seller } = await sellerWithAvailable()
      await sim.b2cScenario(seller.phone.daraja, { resultAmount: 22 })
      const payoutId = (await approve({ merchantId: seller.merchantId })).data.payouts[0]._id as string
      await sim.advance(3_000)
      const [flagged] = await payoutsOf(seller.merchantId)
      expect(flagged).toMatchObject({ _id: payoutId, state: "Processing", unreconciled: true, receipt: null, reason: expect.stringContaining("Kes. 22") })
      expect(await earnings(seller)).toMatchObject({ available: 0, paidOut: 0 })
      expect(await keysOf(payoutId)).toEqual([`payout-started:${payoutId}`])
      // Unreconciled payouts are listed before the ones simply waiting and the paid ones.
      const listed = (await api.get("/api/payouts", bearer(admin.token))).data.payouts as PayoutJson[]
      const firstNotFailed = listed.findIndex((p) => p.state !== "Failed")
      expect(listed[firstNotFailed].unreconciled).toBe(true)
    })

    it("a payout whose B2C answer was lost is sent again with the same id: Daraja refuses the repeat, it is paid once", async () => {
      const { seller } = await sellerWithAvailable()
      // Carried out by Daraja, but answered 500: the outcome is unknown, the payout stays Processing.
      await sim.failNextB2c("processed500")
      const payoutId = (await approve({ merchantId: seller.merchantId })).data.payouts[0]._id as string
      expect((await payoutsOf(seller.merchantId))[0]).toMatchObject({ state: "Processing", reason: expect.stringContaining("lost") })
      // Attack first: only admins retry; a bank payout or an unknown one cannot be retried.
      expect((await api.post(`/api/payouts/${payoutId}/retry`, {}, bearer(seller.token))).status).toBe(403)
      expect((await api.post(`/api/payouts/pout_nothing/retry`, {}, bearer(admin.token))).status).toBe(404)
      const retried = await api.post(`/api/payouts/${payoutId}/retry`, {}, bearer(admin.token))
      expect(retried.status).toBe(200)
      expect(retried.data.payout).toMatchObject({ _id: payoutId, state: "Processing", attempts: 2 })
      const requests = await sim.requests("/mpesa/b2c/v3/paymentrequest")
      const mine = requests.filter((r) => r.body.OriginatorConversationID === payoutId)
      expect(mine.map((r) => [r.status, r.reply.errorMessage ?? null])).toEqual([
        [500, "Internal Server Error"],
        [500, "Duplicate OriginatorConversationID."],
      ])
      expect((await sim.b2c()).payments.filter((p) => p.originatorConversationId === payoutId)).toHaveLength(1)
      await sim.advance(3_000)
      expect((await payoutsOf(seller.merchantId))[0]).toMatchObject({ state: "Paid" })
      expect(await earnings(seller)).toMatchObject({ available: 0, paidOut: 2250 })
      // Paid: nothing left to retry.
      expect((await api.post(`/api/payouts/${payoutId}/retry`, {}, bearer(admin.token))).status).toBe(400)

      // Not carried out (500 before processing): the retry is the first real request, and it pays.
      const next = await sellerWithAvailable()
      await sim.failNextB2c("unprocessed500")
      const lostId = (await approve({ merchantId: next.seller.merchantId })).data.payouts[0]._id as string
      expect((await sim.b2c()).payments.filter((p) => p.originatorConversationId === lostId)).toEqual([])
      expect((await api.post(`/api/payouts/${lostId}/retry`, {}, bearer(admin.token))).status).toBe(200)
      await sim.advance(3_000)
      expect(await earnings(next.seller)).toMatchObject({ available: 0, paidOut: 2250 })
    })

    it("two admins approving the same payout at once make one payout", async () => {
      const { seller } = await sellerWithAvailable()
      const second = await registerWithRole(api, getContainer(), "ROLE_ADMIN")
      const answers = await Promise.all([approve({ merchantId: seller.merchantId }), approve({ merchantId: seller.merchantId }, second.token)])
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409])
      const rows = await knex()("payout").where({ merchant_id: seller.merchantId })
      expect(rows).toHaveLength(1)
      expect((await sim.b2c()).payments.filter((p) => p.phone === seller.phone.daraja)).toHaveLength(1)
      // "Pay everyone" now finds nothing left for this seller either.
      const all = await approve({ all: true })
      expect(all.status).toBe(200)
      expect(all.data.payouts.filter((p: PayoutJson) => p.merchantId === seller.merchantId)).toEqual([])
      await sim.advance(3_000)
      expect(await earnings(seller)).toMatchObject({ available: 0, paidOut: 2250 })
    })

    it("a clawback after a payout leaves available negative and blocks payouts", async () => {
      const { seller, orderId, line } = await sellerWithAvailable()
      await approve({ merchantId: seller.merchantId })
      await sim.advance(3_000)
      expect(await earnings(seller)).toMatchObject({ available: 0, paidOut: 2250 })
      expect((await setLineStatus(api, admin.token, orderId, line, "Shipped")).status).toBe(200)
      expect((await setLineStatus(api, admin.token, orderId, line, "Cancelled")).status).toBe(200)
      await eventually(() => earnings(seller), (shown) => shown.available < 0)
      expect(await earnings(seller)).toMatchObject({ available: -2250, payoutBlocked: true })
      const blocked = await approve({ merchantId: seller.merchantId })
      expect(blocked.status).toBe(400)
      expect(blocked.data).toEqual({ error: PAYOUT_MESSAGES.blocked })
      const all = await approve({ all: true })
      expect(all.data.skipped).toEqual(expect.arrayContaining([{ merchantId: seller.merchantId, reason: PAYOUT_MESSAGES.blocked }]))
      expect(await knex()("payout").where({ merchant_id: seller.merchantId })).toHaveLength(1)
    })

    it("a bank payout waits for the admin, who marks it paid with the bank's reference once", async () => {
      const { seller } = await sellerWithAvailable("bank")
      const before = (await sim.b2c()).payments.length
      const approved = await approve({ merchantId: seller.merchantId })
      expect(approved.data.payouts).toEqual([expect.objectContaining({ method: "bank", amount: 2250, state: "Processing" })])
      const payoutId = approved.data.payouts[0]._id as string
      expect((await sim.b2c()).payments).toHaveLength(before)
      // Attack first: a merchant cannot mark it; a reference is required.
      expect((await api.post(`/api/payouts/${payoutId}/paid`, { reference: "FT123" }, bearer(seller.token))).status).toBe(403)
      expect((await api.post(`/api/payouts/${payoutId}/paid`, {}, bearer(admin.token))).status).toBe(400)
      expect((await api.post(`/api/payouts/pout_nothing/paid`, { reference: "FT123" }, bearer(admin.token))).status).toBe(404)

      const first = await api.post(`/api/payouts/${payoutId}/paid`, { reference: "FT24331ABCD" }, bearer(admin.token))
      expect(first.status).toBe(200)
      expect(first.data).toMatchObject({ changed: true, payout: { state: "Paid", receipt: "FT24331ABCD" } })
      const twice = await api.post(`/api/payouts/${payoutId}/paid`, { reference: "FT-OTHER" }, bearer(admin.token))
      expect(twice.status).toBe(200)
      expect(twice.data).toMatchObject({ changed: false, payout: { state: "Paid", receipt: "FT24331ABCD" } })
      expect(await keysOf(payoutId)).toEqual([`payout-settled:${payoutId}`, `payout-started:${payoutId}`])
      expect(await earnings(seller)).toMatchObject({ available: 0, paidOut: 2250 })

      // An M-Pesa payout is never marked paid by hand.
      const { seller: mpesaSeller } = await sellerWithAvailable()
      await sim.b2cScenario(mpesaSeller.phone.daraja, { result: false })
      const mpesaPayout = (await approve({ merchantId: mpesaSeller.merchantId })).data.payouts[0]._id
      const refused = await api.post(`/api/payouts/${mpesaPayout}/paid`, { reference: "FT1" }, bearer(admin.token))
      expect(refused.status).toBe(400)
      expect(refused.data).toEqual({ error: PAYOUT_MESSAGES.notBank })
      // Resolve it so the ledger ends with nothing left in transit from this test.
      await sim.advance(3_000)
      await resolveStalePayouts(getContainer(), new Date(Date.now() + 11 * 60_000))
      await eventually(() => payoutsOf(mpesaSeller.merchantId), ([p]) => p.state === "Paid")
    })
  },
})
