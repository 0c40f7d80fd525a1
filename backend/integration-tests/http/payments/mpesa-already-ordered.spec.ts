import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { bearer, register, type ShopApi } from "../../helpers/accounts"
import { productBySlug } from "../../helpers/shop"
import { startDarajaSimulator, type DarajaSimulator } from "../../helpers/daraja"
import { seedTestCatalogue } from "../../fixtures/catalogue"

const SECRET = "cb-secret-already-ordered-7c1d"
const PRODUCT = { slug: "test-product-5", price: 500 }
let sim: DarajaSimulator
let phoneCounter = 0
/** A fresh Kenyan number per payment: as the buyer types it, as Daraja sees it and as the shop keeps it. */
const nextPhone = () => {
  phoneCounter += 1
  const local = `7130${String(phoneCounter).padStart(5, "0")}`
  return { typed: `0${local}`, daraja: `254${local}`, shop: `+254${local}` }
}

// Runs before the runner's own beforeAll: the simulator is up and MPESA_* point at it before boot.
beforeAll(async () => {
  sim = await startDarajaSimulator()
  Object.assign(process.env, sim.env(), {
    MPESA_CALLBACK_SECRET: SECRET,
    MPESA_CALLBACK_BASE_URL: "http://127.0.0.1:1",
    MPESA_QUERY_INTERVAL_MS: String(24 * 3600_000),
  })
})
afterAll(async () => {
  await sim?.close()
})

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    let productId: string

    beforeAll(async () => {
      await seedTestCatalogue(getContainer())
      process.env.MPESA_CALLBACK_BASE_URL = (api as ShopApi).defaults.baseURL as string
      productId = (await productBySlug(api, PRODUCT.slug))._id
    })

    async function shopperWithCart() {
      const buyer = await register(api)
      const cart = await api.post("/api/cart/add", { products: [{ product: productId, quantity: 1 }] }, bearer(buyer.token))
      expect(cart.status).toBe(200)
      return { buyer, cartId: cart.data.cartId as string, total: PRODUCT.price }
    }

    describe("a checkout retry for a cart already ordered", () => {
      it("paid with M-Pesa: the prompt answers her phone and the payee; the payment names the order DK-…; M-Pesa and pay on delivery again are 400 'You already paid for this'", async () => {
        const phone = nextPhone()
        await sim.scenario(phone.daraja, { resultCode: 0, delayMs: 2_000 })
        const { buyer, cartId, total } = await shopperWithCart()
        const started = await api.post("/api/payment/mpesa", { cartId, total, phone: phone.typed }, bearer(buyer.token))
        expect(started.status).toBe(200)
        // The sheet's first frame: her number and the name the prompt shows, from the start.
        expect(started.data.payment).toMatchObject({ state: "Pending", phone: phone.shop, promptName: "Duka Marketplace" })

        await sim.advance(2_000)
        const paid = (await api.get(`/api/payment/mpesa/${started.data.payment._id}`, bearer(buyer.token))).data.payment
        expect(paid).toMatchObject({ state: "Paid", promptName: "Duka Marketplace" })
        expect(paid.orderNumber).toMatch(/^DK-\d{5,}$/)
        const order = (await api.get(`/api/order/${paid.orderId}`, bearer(buyer.token))).data.order
        expect(order.number).toBe(paid.orderNumber)

        const again = await api.post("/api/payment/mpesa", { cartId, total, phone: phone.typed }, bearer(buyer.token))
        expect(again.status).toBe(400)
        expect(again.data).toEqual({ error: `You already paid for this: see order ${paid.orderNumber}`, order: { _id: paid.orderId, number: paid.orderNumber } })
        const cod = await api.post("/api/order/add", { cartId, total }, bearer(buyer.token))
        expect(cod.status).toBe(400)
        expect(cod.data).toEqual({ error: `You already paid for this: see order ${paid.orderNumber}`, order: { _id: paid.orderId, number: paid.orderNumber } })
        // Still one order, and no second prompt went out.
        expect((await api.get("/api/order/me", bearer(buyer.token))).data.orders).toHaveLength(1)
        expect((await sim.requests("/mpesa/stkpush")).filter((push) => push.body.PhoneNumber === phone.daraja)).toHaveLength(1)

        // Another account learns nothing about the cart or its order.
        const stranger = await register(api)
        const theirs = await api.post("/api/payment/mpesa", { cartId, total, phone: nextPhone().typed }, bearer(stranger.token))
        expect(theirs.status).toBe(404)
        expect(JSON.stringify(theirs.data)).not.toContain("DK-")
      })

      it("ordered with pay on delivery: M-Pesa is 400 'You already ordered this: see order DK-…'; placing it again answers the same order", async () => {
        const { buyer, cartId, total } = await shopperWithCart()
        const placed = await api.post("/api/order/add", { cartId, total }, bearer(buyer.token))
        expect(placed.status).toBe(200)
        const order = (await api.get(`/api/order/${placed.data.order._id}`, bearer(buyer.token))).data.order

        const mpesa = await api.post("/api/payment/mpesa", { cartId, total, phone: nextPhone().typed }, bearer(buyer.token))
        expect(mpesa.status).toBe(400)
        expect(mpesa.data).toEqual({ error: `You already ordered this: see order ${order.number}`, order: { _id: order._id, number: order.number } })
        const replay = await api.post("/api/order/add", { cartId, total }, bearer(buyer.token))
        expect(replay.status).toBe(200)
        expect(replay.data.order._id).toBe(order._id)
      })
    })
  },
})
