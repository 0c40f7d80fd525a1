import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { Knex } from "knex"
import { PAYOUT_HOLD_MESSAGES } from "../../../src/domain/ledger/payout-holds"
import { bearer, register, type ShopApi } from "../../helpers/accounts"
import { phoneSequence, startDarajaForShop, type DarajaSimulator } from "../../helpers/daraja"
import { eventually } from "../../helpers/eventually"
import { expectLedgerInvariants } from "../../helpers/ledger-invariants"
import { sellerWithAvailable, type Seller } from "../../helpers/payouts"
import { registerWithRole } from "../../helpers/shop"
import { seedTestCatalogue } from "../../fixtures/catalogue"

const SECRET = "held-payout-secret-3f9a1c"
let sim: DarajaSimulator
const nextPhone = phoneSequence("7350")

// Before the runner boots the shop: the simulator is up and MPESA_* / MPESA_B2C_* point at it.
beforeAll(async () => {
  sim = await startDarajaForShop(SECRET)
})
afterAll(async () => {
  await sim?.close()
})

type PayoutJson = { _id: string; merchantId: string; amount: number; state: string }
type Skipped = { merchantId: string; reason: string }

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    let admin: { token: string }
    let buyer: { token: string }
    const knex = () => getContainer().resolve<Knex>(ContainerRegistrationKeys.PG_CONNECTION)

    beforeAll(async () => {
      await seedTestCatalogue(getContainer())
      process.env.MPESA_CALLBACK_BASE_URL = (api as ShopApi).defaults.baseURL as string
      admin = await registerWithRole(api, getContainer(), "ROLE_ADMIN")
      buyer = await register(api)
    })

    afterEach(async () => {
      // Whatever a test left on its way is settled, then the ledger must hold.
      await sim.advance(3_000)
      await expectLedgerInvariants(api, knex(), admin.token)
    })

    const seller = () => sellerWithAvailable(api, getContainer(), { adminToken: admin.token, buyerToken: buyer.token }, nextPhone())
    const approve = (body: Record<string, unknown>) => api.post("/api/payouts", body, bearer(admin.token))
    const earnings = async (one: Seller) => (await api.get(`/api/earnings?merchantId=${one.merchantId}`, bearer(admin.token))).data.earnings
    const payoutsOf = async (merchantId: string) =>
      ((await api.get("/api/payouts", bearer(admin.token))).data.payouts as PayoutJson[]).filter((p) => p.merchantId === merchantId)
    const sentTo = async (one: Seller) => (await sim.b2c()).payments.filter((p) => p.phone === one.phone.daraja)
    const disable = async (one: Seller) =>
      expect((await api.put(`/api/merchant/${one.merchantId}/active`, { merchant: { isActive: false } }, bearer(admin.token))).status).toBe(200)
    const remove = async (one: Seller) => expect((await api.delete(`/api/merchant/delete/${one.merchantId}`, bearer(admin.token))).status).toBe(200)
    const auditOf = async (payoutId: string) =>
      (await api.get(`/api/audit?entity=payout&entityId=${payoutId}`, bearer(admin.token))).data.entries as { action: string; changes: Record<string, { after: unknown }> }[]

    it("a disabled merchant is skipped by 'pay everyone' with the reason, refused alone, and paid only when released", async () => {
      const held = await seller()
      await disable(held)
      const active = await seller()

      const all = await approve({ all: true })
      expect(all.status).toBe(200)
      expect(all.data.skipped as Skipped[]).toContainEqual(expect.objectContaining({ merchantId: held.merchantId, reason: PAYOUT_HOLD_MESSAGES.disabled }))
      expect(all.data.payouts).toEqual([expect.objectContaining({ merchantId: active.merchantId, amount: 2250 })])
      const alone = await approve({ merchantId: held.merchantId })
      expect(alone.status).toBe(400)
      expect(alone.data).toEqual({ error: PAYOUT_HOLD_MESSAGES.disabled })
      expect(await payoutsOf(held.merchantId)).toEqual([])
      expect(await sentTo(held)).toEqual([])
      expect(await earnings(held)).toMatchObject({ available: 2250, paidOut: 0 })
      // A release names whom it pays: `true` goes with one merchantId, a list with all: true.
      expect((await approve({ all: true, release: true })).data).toEqual({ error: PAYOUT_HOLD_MESSAGES.releaseWithAll })
      expect((await approve({ merchantId: held.merchantId, release: [held.merchantId] })).data).toEqual({ error: PAYOUT_HOLD_MESSAGES.releaseNotNamed })

      const released = await approve({ merchantId: held.merchantId, release: true })
      expect(released.status).toBe(200)
      expect(released.data.payouts).toEqual([expect.objectContaining({ merchantId: held.merchantId, amount: 2250, state: "Processing" })])
      expect(await sentTo(held)).toHaveLength(1)
      await sim.advance(3_000)
      expect(await earnings(held)).toMatchObject({ available: 0, paidOut: 2250 })
      // The release is in the approval's audit entry.
      const [entry] = await auditOf(released.data.payouts[0]._id)
      expect(entry.action).toBe("payout.approve")
      expect(entry.changes[`payout ${released.data.payouts[0]._id}`].after).toMatchObject({ merchantId: held.merchantId, released: "disabled" })
    })

    it("a deleted merchant is skipped with the reason, refused alone, and paid when 'pay everyone' releases them", async () => {
      const gone = await seller()
      await remove(gone)

      const all = await approve({ all: true })
      expect(all.status).toBe(200)
      expect(all.data.skipped as Skipped[]).toContainEqual(expect.objectContaining({ merchantId: gone.merchantId, reason: PAYOUT_HOLD_MESSAGES.deleted }))
      const alone = await approve({ merchantId: gone.merchantId })
      expect(alone.status).toBe(400)
      expect(alone.data).toEqual({ error: PAYOUT_HOLD_MESSAGES.deleted })
      expect(await payoutsOf(gone.merchantId)).toEqual([])
      expect(await sentTo(gone)).toEqual([])

      const released = await approve({ all: true, release: [gone.merchantId] })
      expect(released.status).toBe(200)
      expect(released.data.payouts).toEqual([expect.objectContaining({ merchantId: gone.merchantId, amount: 2250 })])
      expect(released.data.skipped as Skipped[]).not.toContainEqual(expect.objectContaining({ merchantId: gone.merchantId }))
      await sim.advance(3_000)
      expect(await earnings(gone)).toMatchObject({ available: 0, paidOut: 2250 })
    })

    it("a disabled merchant's payout is not sent again, nor its failed payout retried, unless released", async () => {
      // A payout whose B2C answer was lost stays Processing; the merchant is disabled meanwhile.
      const lost = await seller()
      await sim.failNextB2c("unprocessed500")
      const payoutId = (await approve({ merchantId: lost.merchantId })).data.payouts[0]._id as string
      expect(await sentTo(lost)).toEqual([])
      await disable(lost)
      const resend = await api.post(`/api/payouts/${payoutId}/retry`, {}, bearer(admin.token))
      expect(resend.status).toBe(400)
      expect(resend.data).toEqual({ error: PAYOUT_HOLD_MESSAGES.disabled })
      expect(await sentTo(lost)).toEqual([])
      expect((await api.post(`/api/payouts/${payoutId}/retry`, { release: "yes" }, bearer(admin.token))).status).toBe(400)
      const released = await api.post(`/api/payouts/${payoutId}/retry`, { release: true }, bearer(admin.token))
      expect(released.status).toBe(200)
      expect(await sentTo(lost)).toHaveLength(1)
      expect((await auditOf(payoutId)).map((entry) => [entry.action, entry.changes.released?.after ?? null])).toEqual([
        ["payout.retry", "disabled"],
        ["payout.approve", null],
      ])
      await sim.advance(3_000)
      expect(await earnings(lost)).toMatchObject({ available: 0, paidOut: 2250 })

      // A payout that failed puts the money back; the "Retry" (a new approval) of a disabled merchant is refused.
      const failed = await seller()
      await sim.b2cScenario(failed.phone.daraja, [{ resultCode: 2001 }])
      const first = (await approve({ merchantId: failed.merchantId })).data.payouts[0]._id as string
      await sim.advance(3_000)
      await eventually(() => payoutsOf(failed.merchantId), ([p]) => p?.state === "Failed")
      await disable(failed)
      const retry = await approve({ merchantId: failed.merchantId })
      expect(retry.status).toBe(400)
      expect(retry.data).toEqual({ error: PAYOUT_HOLD_MESSAGES.disabled })
      expect((await payoutsOf(failed.merchantId)).map((p) => p._id)).toEqual([first])
      expect(await earnings(failed)).toMatchObject({ available: 2250, paidOut: 0 })
    })
  },
})
