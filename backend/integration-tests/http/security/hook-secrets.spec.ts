import fs from "fs"
import http from "http"
import path from "path"
import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import type { Logger } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { register as instrument } from "../../../instrumentation"
import { shopPaths } from "../../../src/config/paths"
import { anyStatus, bearer, register, type ShopApi } from "../../helpers/accounts"
import { productBySlug } from "../../helpers/shop"
import { eventually } from "../../helpers/eventually"
import { phoneSequence, startDarajaForShop, type DarajaSimulator } from "../../helpers/daraja"
import { seedTestCatalogue } from "../../fixtures/catalogue"

const STK_SECRET = "stk-secret-3d9e71c4a0"
const B2C_SECRET = "b2c-secret-8a52f0e6b7"
const REQUEST_LOG = path.join(shopPaths().dataDir, "logs", "requests.log")
const nextPhone = phoneSequence("7190")
const createServer = http.createServer
let sim: DarajaSimulator

// Before the runner boots the shop: the simulator, both secrets, and the request log, which lives in the
// HTTP server's gate that `medusa start` adds (instrumentation.ts) and Medusa's test runner does not.
beforeAll(async () => {
  sim = await startDarajaForShop(STK_SECRET, B2C_SECRET)
  fs.rmSync(REQUEST_LOG, { force: true })
  process.env.SHOP_REQUEST_LOG = REQUEST_LOG
  instrument()
})
afterAll(async () => {
  ;(http as { createServer: unknown }).createServer = createServer
  delete process.env.SHOP_REQUEST_LOG
  await sim?.close()
})

const stkCallback = (checkoutRequestId: string) => ({
  Body: { stkCallback: { MerchantRequestID: "29115-34620561-1", CheckoutRequestID: checkoutRequestId, ResultCode: 1032, ResultDesc: "Request cancelled by user" } },
})
const b2cResult = (originatorConversationId: string) => ({
  Result: { ResultType: 0, ResultCode: 0, ResultDesc: "ok", OriginatorConversationID: originatorConversationId, ConversationID: "AG_1", TransactionID: "TX1" },
})

type LogLine = { method: string; path: string; status: number }
/** The whole request log, and its lines for the hooks once there are at least `count` (lines are written in batches). */
async function hookLines(count = 0): Promise<{ text: string; lines: LogLine[] }> {
  const read = async () => {
    const text = fs.existsSync(REQUEST_LOG) ? fs.readFileSync(REQUEST_LOG, "utf8") : ""
    const lines = text.split("\n").filter(Boolean).map((line) => JSON.parse(line) as LogLine)
    return { text, lines: lines.filter((line) => line.path.startsWith("/hooks/")) }
  }
  return eventually(read, ({ lines }) => lines.length >= count)
}

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    const knex = () => getContainer().resolve(ContainerRegistrationKeys.PG_CONNECTION)
    const stored = async () => {
      const count = async (table: string) => Number((await knex().raw(`SELECT count(*) AS n FROM ${table}`)).rows[0].n)
      return { stk: await count("mpesa_callback"), b2c: await count("payout_callback") }
    }

    beforeAll(async () => {
      await seedTestCatalogue(getContainer())
      process.env.MPESA_CALLBACK_BASE_URL = (api as ShopApi).defaults.baseURL as string
    })

    afterEach(() => jest.restoreAllMocks())

    it("each hook answers its own secret; the request log names the secret instead of writing it", async () => {
      const before = await stored()
      const seen = (await hookLines()).lines.length
      const stk = await api.post(`/hooks/daraja/${STK_SECRET}`, stkCallback("ws_CO_hooksecrets_0001"), anyStatus)
      expect(stk.status).toBe(200)
      const b2c = await api.post(`/hooks/payouts/${B2C_SECRET}/result`, b2cResult("payout_hooksecrets_0001"), anyStatus)
      expect(b2c.status).toBe(200)
      expect(await stored()).toEqual({ stk: before.stk + 1, b2c: before.b2c + 1 })

      const { text, lines } = await hookLines(seen + 2)
      expect(lines.slice(seen)).toEqual([
        expect.objectContaining({ method: "POST", path: "/hooks/daraja/:secret", status: 200 }),
        expect.objectContaining({ method: "POST", path: "/hooks/payouts/:secret/result", status: 200 }),
      ])
      expect(text).not.toContain(STK_SECRET)
      expect(text).not.toContain(B2C_SECRET)
    })

    it("the STK secret opens no B2C hook and the B2C secret no STK hook: 404, nothing stored, neither secret in the log", async () => {
      const before = await stored()
      const seen = (await hookLines()).lines.length
      for (const kind of ["result", "timeout", "status"]) {
        const res = await api.post(`/hooks/payouts/${STK_SECRET}/${kind}`, b2cResult("payout_hooksecrets_0002"), anyStatus)
        expect({ kind, status: res.status }).toEqual({ kind, status: 404 })
      }
      expect((await api.post(`/hooks/daraja/${B2C_SECRET}`, stkCallback("ws_CO_hooksecrets_0002"), anyStatus)).status).toBe(404)
      expect((await api.post(`/hooks/daraja/${B2C_SECRET}/status`, b2cResult("pay_hooksecrets_0002"), anyStatus)).status).toBe(404)
      expect(await stored()).toEqual(before)

      const { text, lines } = await hookLines(seen + 5)
      expect(lines.slice(seen).map((line) => `${line.status} ${line.path}`)).toEqual([
        "404 /hooks/payouts/:secret/result",
        "404 /hooks/payouts/:secret/timeout",
        "404 /hooks/payouts/:secret/status",
        "404 /hooks/daraja/:secret",
        "404 /hooks/daraja/:secret/status",
      ])
      expect(text).not.toContain(STK_SECRET)
      expect(text).not.toContain(B2C_SECRET)
    })

    it("a prompt's CheckoutRequestID is logged at debug only; Daraja's own callback to the shop is logged without the secret", async () => {
      const logger = getContainer().resolve<Logger>(ContainerRegistrationKeys.LOGGER)
      const info = jest.spyOn(logger, "info")
      const debug = jest.spyOn(logger, "debug")
      const phone = nextPhone()
      await sim.scenario(phone.daraja, { resultCode: 0, delayMs: 5_000 })
      const buyer = await register(api)
      const product = await productBySlug(api, "test-product-7")
      const cart = await api.post("/api/cart/add", { products: [{ product: product._id, quantity: 1 }] }, bearer(buyer.token))
      const paying = await api.post("/api/payment/mpesa", { cartId: cart.data.cartId, total: product.price, phone: phone.typed }, bearer(buyer.token))
      expect(paying.status).toBe(200)
      const { checkout_request_id: checkoutRequestId } = (await knex().raw(`SELECT checkout_request_id FROM mpesa_payment WHERE id = ?`, [paying.data.payment._id])).rows[0]
      expect(checkoutRequestId).toMatch(/^ws_CO_/)

      const printed = (spy: jest.SpyInstance) => spy.mock.calls.map((call) => String(call[0])).join("\n")
      expect(printed(debug)).toContain(checkoutRequestId)
      expect(printed(info)).toContain("M-Pesa STK push to")
      expect(printed(info)).not.toContain(checkoutRequestId)

      const seen = (await hookLines()).lines.length
      const delivered = await sim.advance(5_000)
      expect(delivered).toEqual([expect.objectContaining({ checkoutRequestId, status: 200 })])
      const { text, lines } = await hookLines(seen + 1)
      expect(lines.slice(seen)).toEqual([expect.objectContaining({ method: "POST", path: "/hooks/daraja/:secret", status: 200 })])
      expect(text).not.toContain(STK_SECRET)
    })
  },
})
