import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { anyStatus, bearer, readOutbox, register } from "../helpers/accounts"
import { order, productBySlug } from "../helpers/shop"
import { seedTestCatalogue } from "../fixtures/catalogue"

jest.setTimeout(180_000)

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    beforeAll(async () => {
      await seedTestCatalogue(getContainer())
    })

    describe("POST /api/cart/add", () => {
      it("needs a signed-in shopper", async () => {
        const res = await api.post("/api/cart/add", { products: [] }, anyStatus)
        expect(res.status).toBe(401)
      })

      it("enforces the per-stock cap and refuses unknown products and bad quantities", async () => {
        const buyer = await register(api)
        const one = await productBySlug(api, "test-product-1")
        const capped = await api.post("/api/cart/add", { products: [{ product: one._id, quantity: 2 }] }, bearer(buyer.token))
        expect(capped.status).toBe(400)
        expect(capped.data).toEqual({ error: "Test product 1: Quantity may not be greater than 1." })

        const zero = await api.post("/api/cart/add", { products: [{ product: one._id, quantity: 0 }] }, bearer(buyer.token))
        expect(zero.data).toEqual({ error: "Quantity must be at least 1." })

        const unknown = await api.post("/api/cart/add", { products: [{ product: "prod_nope", quantity: 1 }] }, bearer(buyer.token))
        expect(unknown.status).toBe(400)
        expect(unknown.data.error).toMatch(/no longer available/)

        const empty = await api.post("/api/cart/add", { products: [] }, bearer(buyer.token))
        expect(empty.data).toEqual({ error: "Your cart is empty." })
      })
    })

    describe("POST /api/order/add", () => {
      it("refuses a total that is not the server's and ignores prices sent by the client", async () => {
        const buyer = await register(api)
        const two = await productBySlug(api, "test-product-2")
        const cart = await api.post(
          "/api/cart/add",
          { products: [{ product: two._id, quantity: 1, price: 1, taxable: false }] },
          bearer(buyer.token)
        )
        const tampered = await api.post("/api/order/add", { cartId: cart.data.cartId, total: 1 }, bearer(buyer.token))
        expect(tampered.status).toBe(400)
        expect(tampered.data.error).toBe("Your cart has changed: its total is now Kes.200. Please review your cart and try again.")

        const ok = await api.post("/api/order/add", { cartId: cart.data.cartId, total: 200 }, bearer(buyer.token))
        expect(ok.status).toBe(200)
        expect(ok.data).toMatchObject({ success: true, order: { _id: expect.stringMatching(/^order_/) } })

        const again = await api.post("/api/order/add", { cartId: cart.data.cartId, total: 200 }, bearer(buyer.token))
        expect(again.status).toBe(200)
        expect(again.data.order._id).toBe(ok.data.order._id)
      })

      it("computes totals with 16% VAT on taxable lines, keeps the message, reserves stock and e-mails the buyer", async () => {
        const buyer = await register(api)
        const placed = await order(
          api,
          buyer.token,
          [
            { slug: "test-product-12", quantity: 2 },
            { slug: "test-product-3", quantity: 1 },
          ],
          "Please gift wrap"
        )

        expect(placed).toMatchObject({
          message: "Please gift wrap",
          total: 2700,
          totalTax: 384,
          totalWithTax: 3084,
          cartId: expect.stringMatching(/^cart_/),
        })
        expect(placed.products).toEqual(
          expect.arrayContaining([
            expect.objectContaining({ quantity: 2, purchasePrice: 1200, totalPrice: 2400, status: "Not processed", product: expect.objectContaining({ slug: "test-product-12" }) }),
            expect.objectContaining({ quantity: 1, purchasePrice: 300, totalPrice: 300, status: "Not processed" }),
          ])
        )
        expect((await productBySlug(api, "test-product-12")).quantity).toBe(118)
        const mail = await readOutbox(buyer.email, "order-placed")
        expect(mail.text).toContain("VAT: Kes.384.00")
        expect(mail.text).toContain("Total: Kes.3084.00")
      })
    })

    describe("order visibility", () => {
      it("shows buyers their own orders only", async () => {
        const buyer = await register(api)
        const other = await register(api)
        const placed = await order(api, buyer.token, [{ slug: "test-product-5", quantity: 1 }])

        const mine = await api.get("/api/order/me", bearer(buyer.token))
        expect(mine.data).toMatchObject({ count: 1, currentPage: 1, totalPages: 1 })
        expect(mine.data.orders[0]._id).toBe(placed._id)
        expect((await api.get("/api/order/me", bearer(other.token))).data.count).toBe(0)

        expect((await api.get(`/api/order/${placed._id}`, bearer(other.token))).status).toBe(404)
        const lineId = placed.products[0]._id
        const status = await api.put(`/api/order/status/item/${lineId}`, { orderId: placed._id, status: "Cancelled" }, bearer(other.token))
        expect(status.status).toBe(404)
        expect((await api.delete(`/api/order/cancel/${placed._id}`, bearer(other.token))).status).toBe(404)
        expect((await api.get("/api/order", bearer(other.token))).status).toBe(403)
        expect((await api.get(`/api/order/search?search=${placed._id}`, bearer(other.token))).data.orders).toEqual([])
        expect((await api.get(`/api/order/search?search=${placed._id}`, bearer(buyer.token))).data.orders).toHaveLength(1)
      })
    })
  },
})
