import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { Modules } from "@medusajs/framework/utils"
import type { IPaymentModuleService } from "@medusajs/framework/types"
import { startDarajaSimulator, type DarajaSimulator } from "../../helpers/daraja"

// Medusa's payment module with the shop's M-Pesa provider (pp_mpesa_mpesa) against the Daraja
// simulator: the provider sends the prompt, authorisation waits for the result, paid is captured.

const PROVIDER = "pp_mpesa_mpesa"
let sim: DarajaSimulator

beforeAll(async () => {
  sim = await startDarajaSimulator()
  Object.assign(process.env, sim.env(), {
    MPESA_CALLBACK_SECRET: "provider-secret-9a7c",
    MPESA_CALLBACK_BASE_URL: "http://127.0.0.1:1",
    MPESA_QUERY_INTERVAL_MS: String(24 * 3600_000),
  })
})
afterAll(async () => {
  await sim?.close()
})

medusaIntegrationTestRunner({
  testSuite: ({ getContainer }) => {
    const payments = () => getContainer().resolve<IPaymentModuleService>(Modules.PAYMENT)

    async function openSession(amount: number, data: Record<string, unknown>) {
      const collection = await payments().createPaymentCollections({ currency_code: "kes", amount })
      return payments().createPaymentSession(collection.id, { provider_id: PROVIDER, currency_code: "kes", amount, data })
    }

    beforeEach(async () => {
      await sim.reset()
    })

    it("sends the prompt for the total rounded to whole shillings, stays pending while it is open, and captures it once paid", async () => {
      await sim.scenario("254712340001", { resultCode: 0, delayMs: 5_000 })
      const session = await openSession(462.84, { phone: "+254712340001", paymentId: "mpay_01PROVIDERTEST" })

      const [push] = await sim.requests("/mpesa/stkpush")
      expect(push.body).toMatchObject({ Amount: 463, PhoneNumber: "254712340001", AccountReference: "PROVIDERTEST" })
      expect(session.data).toMatchObject({ amount: 463, checkoutRequestId: expect.any(String) })

      // Still on the phone: Daraja's query says "being processed", so nothing is authorised.
      await expect(payments().authorizePaymentSession(session.id, {})).rejects.toThrow(/not authorized/)
      expect((await payments().retrievePaymentSession(session.id)).status).toBe("pending")

      await sim.advance(5_000)
      const payment = await payments().authorizePaymentSession(session.id, {})
      const stored = await payments().retrievePayment(payment!.id, { relations: ["captures"] })
      expect(stored.captures?.map((capture) => Number(capture.amount))).toEqual([462.84])
      expect((await payments().retrievePaymentSession(session.id)).status).toBe("authorized")
    })

    it("a prompt cancelled on the phone is not authorised and the session says so", async () => {
      await sim.scenario("254712340002", { resultCode: 1032, delayMs: 1_000 })
      const session = await openSession(150, { phone: "254712340002" })
      await sim.advance(1_000)
      await expect(payments().authorizePaymentSession(session.id, {})).rejects.toThrow(/not authorized/)
      expect((await payments().retrievePaymentSession(session.id)).status).toBe("canceled")
      expect(await payments().listPayments({ payment_session_id: session.id })).toEqual([])
    })

    it("adopts a prompt the shop's checkout already sent, and a recorded success is captured without asking Daraja again", async () => {
      const session = await openSession(500, { checkoutRequestId: "ws_CO_ALREADY_SENT", resultCode: 0, receipt: "TK4AB12CDE", amount: 500 })
      expect(await sim.requests("/mpesa")).toEqual([])
      const payment = await payments().authorizePaymentSession(session.id, {})
      expect(payment?.captured_at).toBeTruthy()
      expect(await sim.requests("/mpesa")).toEqual([])
    })

    it("refuses without a phone, above MPESA_MAX_AMOUNT and when M-Pesa is not configured, before calling Daraja", async () => {
      await expect(openSession(100, {})).rejects.toThrow("An M-Pesa payment needs the paying phone number.")
      await expect(openSession(250_001, { phone: "254712340003" })).rejects.toThrow("M-Pesa payments are limited to Kes. 250,000.")
      const key = process.env.MPESA_CONSUMER_KEY
      delete process.env.MPESA_CONSUMER_KEY
      try {
        await expect(openSession(100, { phone: "254712340003" })).rejects.toThrow("M-Pesa payments are not available.")
      } finally {
        process.env.MPESA_CONSUMER_KEY = key
      }
      expect(await sim.requests("/mpesa")).toEqual([])
    })
  },
})
