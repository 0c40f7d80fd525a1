import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { Knex } from "knex"
import { MERCHANT_MODULE } from "../../../src/modules/merchant"
import type MerchantModuleService from "../../../src/modules/merchant/service"
import { bearer, register, type ShopApi } from "../../helpers/accounts"
import { phoneSequence, startDarajaForShop, type DarajaSimulator } from "../../helpers/daraja"
import { eventually } from "../../helpers/eventually"
import { expectLedgerInvariants } from "../../helpers/ledger-invariants"
import { merchantWithAccount } from "../../helpers/merchants"
import { sellerWithAvailable } from "../../helpers/payouts"
import { productBySlug, registerWithRole } from "../../helpers/shop"
import { emailsInOutbox, startAfricasTalkingPeer } from "../../helpers/sms"
import { seedTestCatalogue } from "../../fixtures/catalogue"

const SECRET = "money-audit-secret-7d2e4b"
const AT_ENV = { AT_USERNAME: "duka-test", AT_API_KEY: "at-test-key", AT_SENDER_ID: "DUKA" }
let sim: DarajaSimulator
let peer: Awaited<ReturnType<typeof startAfricasTalkingPeer>>
const nextPhone = phoneSequence("7360")

// Before the runner boots the shop: Daraja (payments, B2C) and Africa's Talking (SMS) are local peers.
beforeAll(async () => {
  sim = await startDarajaForShop(SECRET)
  peer = await startAfricasTalkingPeer()
  Object.assign(process.env, AT_ENV, { AT_BASE_URL: peer.url })
})
afterAll(async () => {
  for (const name of [...Object.keys(AT_ENV), "AT_BASE_URL"]) delete process.env[name]
  await peer?.close()
  await sim?.close()
})

type Entry = { actor: { _id: string; role: string }; entity: string; entityId: string; action: string; changes: Record<string, { before: unknown; after: unknown }> }

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
      await sim.advance(3_000)
      await expectLedgerInvariants(api, knex(), admin.token)
    })

    /** An entity's history as an admin reads it on the Activity page, newest first. */
    const historyOf = async (entity: string, entityId: string) => {
      const res = await api.get(`/api/audit?entity=${entity}&entityId=${encodeURIComponent(entityId)}`, bearer(admin.token))
      expect(res.status).toBe(200)
      return res.data.entries as Entry[]
    }
    const actions = async (entity: string, entityId: string) => (await historyOf(entity, entityId)).map((entry) => entry.action)

    it("delivery fees and pickup stations: each write leaves one entry with before and after; a refused one none", async () => {
      const fee = (body: Record<string, unknown>, token = admin.token) => api.put("/api/delivery/fee", body, bearer(token))
      expect((await fee({ county: "Nakuru", option: "home", fee: 250 })).status).toBe(200)
      expect((await fee({ county: "Nakuru", option: "home", fee: 320.5 })).status).toBe(200)
      const member = await register(api)
      expect((await fee({ county: "Nakuru", option: "home", fee: 1 }, member.token)).status).toBe(403)
      expect((await fee({ county: "Nakuru", option: "home", fee: -5 })).status).toBe(400)
      const fees = await historyOf("delivery-fee", "Nakuru:home")
      expect(fees.map((entry) => [entry.action, entry.changes])).toEqual([
        ["delivery-fee.set", { fee: { before: 250, after: 320.5 } }],
        ["delivery-fee.set", { fee: { before: 0, after: 250 } }],
      ])
      expect(fees[0].actor.role).toBe("ROLE_ADMIN")

      const station = { name: "Audit Hub", town: "Nakuru", county: "Nakuru", openingHours: "Mon–Sat 8:00–18:00" }
      const added = await api.post("/api/delivery/station/add", station, bearer(admin.token))
      expect(added.status).toBe(200)
      const id = added.data.station._id as string
      expect((await api.put(`/api/delivery/station/${id}`, { ...station, name: "Audit Hub West" }, bearer(admin.token))).status).toBe(200)
      expect((await api.delete(`/api/delivery/station/delete/${id}`, bearer(admin.token))).status).toBe(200)
      const stations = await historyOf("pickup-station", id)
      expect(stations.map((entry) => entry.action)).toEqual(["pickup-station.delete", "pickup-station.update", "pickup-station.create"])
      expect(stations[1].changes).toEqual({ name: { before: "Audit Hub", after: "Audit Hub West" } })
      expect(stations[2].changes).toMatchObject({ name: { before: null, after: "Audit Hub" }, county: { before: null, after: "Nakuru" } })
      expect(stations[0].changes).toMatchObject({ name: { before: "Audit Hub West", after: null } })
    })

    it("a merchant's payout-method change is audited (numbers masked) and e-mailed and texted to the merchant's contact", async () => {
      const merchant = await merchantWithAccount(api, getContainer())
      const record = await getContainer().resolve<MerchantModuleService>(MERCHANT_MODULE).retrieveMerchant(merchant.merchantId)
      const contactPhone = `+254${record.phone_number.slice(1)}`
      const setMethod = (body: Record<string, unknown>) => api.put("/api/earnings/payout-method", body, bearer(merchant.token))
      const noticesSeen = (count: number) =>
        Promise.all([
          eventually(async () => emailsInOutbox(record.email!, "payout-method-changed"), (mails) => mails.length >= count),
          peer.to(contactPhone, count),
        ])

      // Refused (a bad number): nothing changes, nothing is recorded or sent.
      expect((await setMethod({ kind: "mpesa", phone: "12345" })).status).toBe(400)
      expect(await historyOf("payout-method", merchant.merchantId)).toEqual([])

      expect((await setMethod({ kind: "mpesa", phone: "0712 345 678" })).status).toBe(200)
      const [mails, texts] = await noticesSeen(1)
      expect(mails).toEqual([expect.objectContaining({ to: record.email, subject: expect.stringContaining("payout method was changed") })])
      expect(mails[0].text).toContain("M-Pesa 254712***678")
      expect(texts.map((sms) => sms.form.message)).toEqual([expect.stringContaining("M-Pesa 254712***678")])

      // A change of a method already set needs the account's password (issue item 18).
      const bank = { kind: "bank", bank: { bankName: "Equity", accountName: "Mallory Otieno", accountNumber: "0099887766" }, password: "secret-pass" }
      expect((await setMethod(bank)).status).toBe(200)
      const [allMails, allTexts] = await noticesSeen(2)
      expect(allMails).toHaveLength(2)
      expect(allTexts).toHaveLength(2)
      expect(allTexts[1].form.message).toContain("Equity ***7766")

      const entries = await historyOf("payout-method", merchant.merchantId)
      expect(entries.map((entry) => [entry.action, entry.actor.role])).toEqual([
        ["payout-method.change", "ROLE_MERCHANT"],
        ["payout-method.set", "ROLE_MERCHANT"],
      ])
      expect(entries[1].changes).toMatchObject({ kind: { before: null, after: "mpesa" }, phone: { before: null, after: "254712***678" } })
      expect(entries[0].changes).toMatchObject({
        kind: { before: "mpesa", after: "bank" },
        phone: { before: "254712***678", after: null },
        accountNumber: { before: null, after: "***7766" },
      })
      // No full number is ever written to the log.
      expect(JSON.stringify(entries)).not.toMatch(/712345678|0099887766/)
    })

    it("a refund's approval and retry and a payout's retry each leave one entry", async () => {
      // A buyer pays Kes. 1,000 by M-Pesa and cancels: the admin refunds it; the first B2C answer is lost.
      const phone = nextPhone()
      await sim.scenario(phone.daraja, { resultCode: 0, delayMs: 1_000 })
      const product = await productBySlug(api, "test-product-5")
      const cart = await api.post("/api/cart/add", { products: [{ product: product._id, quantity: 2 }] }, bearer(buyer.token))
      const started = await api.post("/api/payment/mpesa", { cartId: cart.data.cartId, total: 2 * product.price, phone: phone.typed }, bearer(buyer.token))
      const paymentId = started.data.payment._id as string
      await sim.advance(1_000)
      const payment = await eventually(
        async () => (await api.get(`/api/payment/mpesa/${paymentId}`, bearer(buyer.token))).data.payment,
        (shown) => shown.state === "Paid" && !!shown.orderId
      )
      expect((await api.delete(`/api/order/cancel/${payment.orderId}`, bearer(buyer.token))).status).toBe(200)
      await eventually(
        async () => (await api.get("/api/payouts/refunds", bearer(admin.token))).data.due as { paymentId: string }[],
        (due) => due.some((one) => one.paymentId === paymentId)
      )
      await sim.failNextB2c("unprocessed500")
      const approved = await api.post("/api/payouts/refunds", { paymentId }, bearer(admin.token))
      expect(approved.status).toBe(200)
      const refundId = approved.data.refund._id as string
      expect((await api.post(`/api/payouts/refunds/${refundId}/retry`, {}, bearer(admin.token))).status).toBe(200)
      const refundEntries = await historyOf("refund", refundId)
      expect(refundEntries.map((entry) => [entry.action, entry.changes])).toEqual([
        ["refund.retry", { attempts: { before: 1, after: 2 } }],
        ["refund.approve", expect.objectContaining({ amount: { before: null, after: 2 * product.price }, paymentId: { before: null, after: paymentId } })],
      ])
      expect(JSON.stringify(refundEntries)).not.toContain(phone.daraja)

      // A seller's payout whose first B2C request was lost is sent again.
      const seller = await sellerWithAvailable(api, getContainer(), { adminToken: admin.token, buyerToken: buyer.token }, nextPhone())
      await sim.failNextB2c("unprocessed500")
      const payoutId = (await api.post("/api/payouts", { merchantId: seller.merchantId }, bearer(admin.token))).data.payouts[0]._id as string
      expect((await api.post(`/api/payouts/${payoutId}/retry`, {}, bearer(admin.token))).status).toBe(200)
      expect(await actions("payout", payoutId)).toEqual(["payout.retry", "payout.approve"])
      expect((await historyOf("payout", payoutId))[0].changes).toEqual({ attempts: { before: 1, after: 2 } })
    })
  },
})
