import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { Knex } from "knex"
import { SHOP_ACCOUNTS } from "../../../src/domain/ledger/accounts"
import { NAIROBI_ADDRESS } from "../../helpers/addresses"
import { bearer, register, type ShopApi } from "../../helpers/accounts"
import { phoneSequence, startDarajaForShop, type DarajaSimulator } from "../../helpers/daraja"
import { eventually } from "../../helpers/eventually"
import { expectLedgerInvariants } from "../../helpers/ledger-invariants"
import { productBySlug, registerWithRole } from "../../helpers/shop"
import { seedTestCatalogue } from "../../fixtures/catalogue"

const SECRET = "fee-secret-3a9b4c"
const PRODUCT = { slug: "test-product-3", price: 300 }
let sim: DarajaSimulator
const nextPhone = phoneSequence("7360")

beforeAll(async () => {
  sim = await startDarajaForShop(SECRET)
})
afterAll(async () => {
  await sim?.close()
})

type Payment = { _id: string; state: string; amount: number; orderId: string | null }

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
      for (const [county, fee] of [["Nairobi", 200], ["Mombasa", 600], ["Kisii", 0.49]] as const) {
        expect((await api.put("/api/delivery/fee", { county, option: "home", fee }, bearer(admin.token))).status).toBe(200)
      }
    })

    afterEach(async () => {
      await expectLedgerInvariants(api, knex(), admin.token)
    })

    const orderOf = async (token: string, id: string) => (await api.get(`/api/order/${id}`, bearer(token))).data.order

    /** The buyer's cart of one unit, paid by an M-Pesa prompt; `between` runs while the prompt is open. */
    async function payWithMpesa(token: string, delivery: Record<string, unknown> | undefined, total: number, between = async () => {}) {
      const phone = nextPhone()
      await sim.scenario(phone.daraja, { resultCode: 0, delayMs: 1_000 })
      const cart = await api.post("/api/cart/add", { products: [{ product: productId, quantity: 1 }] }, bearer(token))
      const started = await api.post("/api/payment/mpesa", { cartId: cart.data.cartId, total: PRODUCT.price, phone: phone.typed, delivery }, bearer(token))
      expect(started.status).toBe(200)
      expect(started.data.payment.amount).toBe(total)
      const push = (await sim.requests("/mpesa/stkpush")).at(-1)!
      expect(push.body).toMatchObject({ Amount: total, PhoneNumber: phone.daraja })
      await between()
      await sim.advance(1_000)
      const paid = await eventually(
        async () => (await api.get(`/api/payment/mpesa/${started.data.payment._id}`, bearer(token))).data.payment as Payment,
        (payment) => !!payment.orderId
      )
      expect(paid).toMatchObject({ state: "Paid", amount: total })
      return paid as Payment & { orderId: string }
    }

    it.each([
      ["with the fee the sheet showed", { fee: 200 }],
      ["without a fee (the spec's clients)", {}],
    ])("the order paid by a prompt goes where the prompt said, for the fee it charged, though the address moved county before the payment came (%s)", async (_, shown) => {
      const buyer = await register(api)
      const address = (await api.post("/api/address/add", NAIROBI_ADDRESS, bearer(buyer.token))).data.address
      const paid = await payWithMpesa(buyer.token, { addressId: address._id, option: "home", ...shown }, PRODUCT.price + 200, async () => {
        const moved = await api.put(`/api/address/${address._id}`, { ...NAIROBI_ADDRESS, county: "Mombasa", city: "Nyali" }, bearer(buyer.token))
        expect(moved.status).toBe(200)
      })
      const order = await orderOf(buyer.token, paid.orderId)
      expect(order.delivery).toMatchObject({ state: "Ready", county: "Nairobi", town: "Nairobi", address: "Kimathi Street 12", fee: 200 })
      expect(order.totalWithTax).toBe(PRODUCT.price + 200)
      expect(order.payment).toMatchObject({ method: "mpesa", state: "Paid", amount: PRODUCT.price + 200 })
      // The ledger books the fee paid, no more.
      const fees = await eventually(
        async () =>
          Number(
            (
              await knex().raw(
                `SELECT COALESCE(SUM(e.amount), 0)::text AS total FROM ledger_entry e JOIN ledger_transaction t ON t.id = e.transaction_id
                 WHERE t.key = ? AND e.account_id = ?`,
                [`mpesa-paid:${paid._id}`, SHOP_ACCOUNTS.deliveryFees]
              )
            ).rows[0].total
          ),
        (cents) => cents !== 0
      )
      expect(fees).toBe(20_000)
    })

    it("a paid order awaiting its delivery details cannot be given a dearer delivery (400, nothing changes); one within the fee paid goes through", async () => {
      const buyer = await register(api)
      const paid = await payWithMpesa(buyer.token, undefined, PRODUCT.price)
      const awaiting = await orderOf(buyer.token, paid.orderId)
      expect(awaiting.delivery).toMatchObject({ state: "Awaiting delivery details", fee: 0 })

      const mombasa = (await api.post("/api/address/add", { ...NAIROBI_ADDRESS, county: "Mombasa", city: "Nyali" }, bearer(buyer.token))).data.address
      const dearer = await api.put(`/api/order/${paid.orderId}/delivery`, { addressId: mombasa._id, option: "home" }, bearer(buyer.token))
      expect(dearer.status).toBe(400)
      expect(dearer.data).toEqual({
        error:
          "This order is already paid, with Kes. 0 for delivery; delivery there costs Kes. 600. " +
          "Please choose a pickup station or an address whose delivery fee is at most Kes. 0.",
      })
      const unchanged = await orderOf(buyer.token, paid.orderId)
      expect(unchanged.delivery).toMatchObject({ state: "Awaiting delivery details", fee: 0 })
      expect(unchanged.totalWithTax).toBe(PRODUCT.price)

      const station = await api.post("/api/delivery/station/add", { name: "Kisumu Hub", town: "Kisumu", county: "Kisumu", openingHours: "Mon–Sat 8–18" }, bearer(admin.token))
      const pickup = await api.put(`/api/order/${paid.orderId}/delivery`, { option: "pickup", stationId: station.data.station._id }, bearer(buyer.token))
      expect(pickup.status).toBe(200)
      expect(pickup.data.order.delivery).toMatchObject({ state: "Ready", county: "Kisumu", fee: 0 })
    })

    it("the charge is never below the order's total: Kes. 300.49 is charged Kes. 301, and the buyer's excess is owed back with the order when it is cancelled", async () => {
      const buyer = await register(api)
      const kisii = (await api.post("/api/address/add", { ...NAIROBI_ADDRESS, county: "Kisii", city: "Kisii" }, bearer(buyer.token))).data.address
      const paid = await payWithMpesa(buyer.token, { addressId: kisii._id, option: "home", fee: 0.49 }, 301)
      const order = await orderOf(buyer.token, paid.orderId)
      expect(order.totalWithTax).toBe(300.49)
      expect(order.payment).toMatchObject({ state: "Paid", amount: 301 })

      expect((await api.delete(`/api/order/cancel/${paid.orderId}`, bearer(buyer.token))).status).toBe(200)
      const due = await eventually(
        async () => ((await api.get("/api/payouts/refunds", bearer(admin.token))).data.due as { paymentId: string; owed: number }[]).find((d) => d.paymentId === paid._id),
        (found) => !!found
      )
      expect(due).toMatchObject({ owed: 301 })
    })
  },
})
