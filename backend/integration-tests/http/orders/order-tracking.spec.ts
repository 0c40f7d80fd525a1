import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { anyStatus, bearer, register, type ShopApi } from "../../helpers/accounts"
import { addNairobiAddress } from "../../helpers/addresses"
import { order } from "../../helpers/shop"
import { seedTestCatalogue } from "../../fixtures/catalogue"

const NOT_FOUND = "No order matches that number and phone or e-mail."

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    const track = (body: Record<string, unknown>) => (api as ShopApi).post("/api/order/track", body, anyStatus)

    let buyer: Awaited<ReturnType<typeof register>>
    let placed: { _id: string; number: string; customer_id?: string; products: { _id: string; product: { _id: string } }[] }

    beforeAll(async () => {
      // Plenty of look-ups for the tests before the last one, which asks the default limit.
      process.env.ORDER_TRACK_MAX_PER_ADDRESS = "500"
      await seedTestCatalogue(getContainer())
      buyer = await register(api)
      await addNairobiAddress(api, buyer.token) // default address, rider's phone 0712 345 678
      placed = await order(api, buyer.token, [
        { slug: "test-product-4", quantity: 2 },
        { slug: "test-product-5", quantity: 1 },
      ])
    })

    afterAll(() => {
      delete process.env.ORDER_TRACK_MAX_PER_ADDRESS
    })

    it("shows a signed-out shopper the order for its number and the phone (any Kenyan format) or e-mail it was placed with", async () => {
      const digits = placed.number.slice(3)
      for (const [number, contact] of [
        [placed.number, "0712 345 678"],
        [placed.number.toLowerCase(), "+254712345678"],
        [digits, "254712345678"],
        [placed.number, buyer.email.toUpperCase()],
      ]) {
        const res = await track({ number, contact })
        expect(res.status).toBe(200)
        expect(res.data.order).toMatchObject({
          number: placed.number,
          status: "Placed",
          delivery: { state: "Ready", optionName: "Home delivery", county: "Nairobi", address: "Kimathi Street 12", phone: "+254712***678" },
        })
      }
      const { order: tracked } = (await track({ number: placed.number, contact: "0712345678" })).data
      expect(tracked.products).toHaveLength(2)
      // The lines' order is not part of the answer: find the line by its product.
      const twoOf = tracked.products.find((line: { slug: string }) => line.slug === "test-product-4")
      expect(twoOf).toMatchObject({ quantity: 2, status: "Not processed" })
      expect(twoOf.timeline.map((step: { status: string }) => step.status)).toEqual(["Placed", "Processing", "Shipped", "Delivered"])
    })

    it("exposes no internal ids, no e-mail and no payment", async () => {
      const res = await track({ number: placed.number, contact: buyer.email })
      expect(res.status).toBe(200)
      const body = JSON.stringify(res.data)
      for (const secret of [placed._id, ...placed.products.map((line) => line._id), ...placed.products.map((line) => line.product._id), buyer.email]) {
        expect(body).not.toContain(secret)
      }
      expect(body).not.toMatch(/"_id"|order_|ordli_|cus_|prod_|"payment"|"cartId"|"message"/)
    })

    it("answers the same 404 for a wrong phone or e-mail and for an unknown number", async () => {
      const stranger = await register(api)
      const wrongPhone = await track({ number: placed.number, contact: "0799 999 999" })
      const wrongEmail = await track({ number: placed.number, contact: stranger.email })
      const unknown = await track({ number: "DK-99999999", contact: "0712 345 678" })
      for (const res of [wrongPhone, wrongEmail, unknown]) {
        expect(res.status).toBe(404)
        expect(res.data).toEqual({ message: NOT_FOUND })
      }
    })

    it("refuses bad input with a clear 400", async () => {
      const cases: [Record<string, unknown>, RegExp][] = [
        [{ number: "banana", contact: "0712 345 678" }, /order number/],
        [{ number: placed.number, contact: "not a phone" }, /phone number .* or e-mail/],
        [{ number: placed.number, contact: "0812 345 678" }, /phone number .* or e-mail/],
        [{ number: placed.number }, /phone number or e-mail/],
        [{ contact: "0712 345 678" }, /order number/],
        [{ number: 10023, contact: "0712 345 678" }, /order number/],
      ]
      for (const [body, message] of cases) {
        const res = await track(body)
        expect(res.status).toBe(400)
        expect(res.data.error).toMatch(message)
      }
    })

    it("dates a whole-order cancel on every line's timeline", async () => {
      const other = await order(api, buyer.token, [
        { slug: "test-product-6", quantity: 1 },
        { slug: "test-product-7", quantity: 1 },
      ])
      const before = Date.now()
      expect((await api.delete(`/api/order/cancel/${other._id}`, bearer(buyer.token))).status).toBe(200)
      const after = Date.now()
      const mine = (await api.get(`/api/order/${other._id}`, bearer(buyer.token))).data.order
      const tracked = (await track({ number: other.number, contact: buyer.email })).data.order
      expect(tracked.status).toBe("Cancelled")
      for (const line of [...mine.products, ...tracked.products]) {
        const cancelled = line.timeline.find((step: { status: string }) => step.status === "Cancelled")
        expect(cancelled).toMatchObject({ reached: true })
        const at = new Date(cancelled.at).getTime()
        expect(at).toBeGreaterThanOrEqual(before - 1000)
        expect(at).toBeLessThanOrEqual(after + 1000)
      }
    })

    it("limits look-ups per client address: past ORDER_TRACK_MAX_PER_ADDRESS (default 30 per 15 minutes), a 429", async () => {
      delete process.env.ORDER_TRACK_MAX_PER_ADDRESS
      let res = await track({ number: placed.number, contact: "0799 999 999" })
      for (let i = 0; i < 40 && res.status !== 429; i++) {
        expect(res.status).toBe(404)
        res = await track({ number: placed.number, contact: "0799 999 999" })
      }
      expect(res.status).toBe(429)
      expect(res.data.error).toMatch(/^Too many order look-ups from your network\. Please try again in \d+ minutes?\.$/)
      // The right contact is refused too until the window passes: nothing is looked up.
      expect((await track({ number: placed.number, contact: buyer.email })).status).toBe(429)
    })
  },
})
