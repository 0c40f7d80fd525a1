import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { bearer, register } from "../../helpers/accounts"
import { productBySlug } from "../../helpers/shop"
import { seedTestCatalogue } from "../../fixtures/catalogue"

const CART_STEPS = ["create-priced-cart", "create-cart-payment"]
const ORDER_STEPS = ["set-cart-message", "complete-cart", "create-order-line-records"]

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    beforeAll(async () => {
      await seedTestCatalogue(getContainer())
    })
    afterEach(() => {
      delete process.env.SHOP_CHECKOUT_FAIL_AFTER
    })

    const sql = async (text: string, bindings: string[] = []) =>
      (await getContainer().resolve(ContainerRegistrationKeys.PG_CONNECTION).raw(text, bindings)).rows

    /** What a buyer's checkout left in the database. */
    async function traces(customerId: string, sku: string) {
      const [row] = await sql(
        `SELECT
           (SELECT count(*) FROM cart WHERE customer_id = ? AND deleted_at IS NULL)::int AS carts,
           (SELECT count(*) FROM cart c JOIN cart_payment_collection cpc ON cpc.cart_id = c.id AND cpc.deleted_at IS NULL
              JOIN payment_collection pc ON pc.id = cpc.payment_collection_id AND pc.deleted_at IS NULL
            WHERE c.customer_id = ?)::int AS collections,
           (SELECT count(*) FROM payment p JOIN payment_collection pc ON pc.id = p.payment_collection_id
              JOIN cart_payment_collection cpc ON cpc.payment_collection_id = pc.id JOIN cart c ON c.id = cpc.cart_id
            WHERE c.customer_id = ? AND p.deleted_at IS NULL AND p.canceled_at IS NULL)::int AS payments,
           (SELECT count(*) FROM "order" WHERE customer_id = ? AND deleted_at IS NULL)::int AS orders,
           (SELECT count(*) FROM order_line ol JOIN "order" o ON o.id = ol.order_id WHERE o.customer_id = ?)::int AS line_records,
           (SELECT coalesce(sum(il.reserved_quantity), 0) FROM inventory_level il JOIN inventory_item ii ON ii.id = il.inventory_item_id
            WHERE ii.sku = ? AND il.deleted_at IS NULL)::int AS reserved`,
        [customerId, customerId, customerId, customerId, customerId, sku]
      )
      return row
    }

    it("leaves nothing behind and stock unchanged when any checkout step fails, and the cart can still be ordered", async () => {
      const product = await productBySlug(api, "test-product-4")
      const stockBefore = product.quantity
      const buy = { products: [{ product: product._id, quantity: 1 }] }

      for (const step of CART_STEPS) {
        const buyer = await register(api)
        process.env.SHOP_CHECKOUT_FAIL_AFTER = step
        const res = await api.post("/api/cart/add", buy, bearer(buyer.token))
        expect({ step, status: res.status }).toEqual({ step, status: 500 })
        expect({ step, ...(await traces(buyer.user.id, "TST-004")) }).toEqual({
          step, carts: 0, collections: 0, payments: 0, orders: 0, line_records: 0, reserved: 0,
        })
      }

      for (const step of ORDER_STEPS) {
        const reservedBefore = (await traces("nobody", "TST-004")).reserved
        const buyer = await register(api)
        delete process.env.SHOP_CHECKOUT_FAIL_AFTER
        const cart = await api.post("/api/cart/add", buy, bearer(buyer.token))
        expect(cart.status).toBe(200)
        process.env.SHOP_CHECKOUT_FAIL_AFTER = step
        const res = await api.post("/api/order/add", { cartId: cart.data.cartId, total: product.price }, bearer(buyer.token))
        expect({ step, status: res.status }).toEqual({ step, status: 500 })
        expect({ step, ...(await traces(buyer.user.id, "TST-004")) }).toEqual({
          step, carts: 1, collections: 1, payments: 0, orders: 0, line_records: 0, reserved: reservedBefore,
        })
        expect((await productBySlug(api, "test-product-4")).quantity).toBe(stockBefore)

        delete process.env.SHOP_CHECKOUT_FAIL_AFTER
        const retry = await api.post("/api/order/add", { cartId: cart.data.cartId, total: product.price }, bearer(buyer.token))
        expect(retry.status).toBe(200)
        expect({ step, ...(await traces(buyer.user.id, "TST-004")) }).toMatchObject({ step, orders: 1, line_records: 1, payments: 1, reserved: reservedBefore + 1 })
        expect((await api.delete(`/api/order/cancel/${retry.data.order._id}`, bearer(buyer.token))).status).toBe(200)
      }
      expect((await productBySlug(api, "test-product-4")).quantity).toBe(stockBefore)
    })

    it("places one order for the same cart sent several times at once", async () => {
      const buyer = await register(api)
      const product = await productBySlug(api, "test-product-6")
      const cart = await api.post("/api/cart/add", { products: [{ product: product._id, quantity: 2 }] }, bearer(buyer.token))
      const body = { cartId: cart.data.cartId, total: product.price * 2 }

      const replies = await Promise.all(Array.from({ length: 5 }, () => api.post("/api/order/add", body, bearer(buyer.token))))

      expect(replies.map((r) => r.status)).toEqual([200, 200, 200, 200, 200])
      const ids = new Set(replies.map((r) => r.data.order._id))
      expect(ids.size).toBe(1)
      expect(await traces(buyer.user.id, "TST-006")).toMatchObject({ orders: 1, line_records: 1, payments: 1, reserved: 2 })
      expect((await productBySlug(api, "test-product-6")).quantity).toBe(product.quantity - 2)
    })

    it("replays the reply of an Idempotency-Key on both calls and refuses the key for another request", async () => {
      const buyer = await register(api)
      const product = await productBySlug(api, "test-product-8")
      const withKey = (key: string) => ({ ...bearer(buyer.token), headers: { authorization: buyer.token, "Idempotency-Key": key } })
      const buy = { products: [{ product: product._id, quantity: 1 }] }

      const [cart, cartAgain] = await Promise.all([
        api.post("/api/cart/add", buy, withKey("cart-key-1")),
        api.post("/api/cart/add", buy, withKey("cart-key-1")),
      ])
      expect(cart.status).toBe(200)
      expect(cartAgain.data).toEqual(cart.data)
      expect((await traces(buyer.user.id, "TST-008")).carts).toBe(1)

      const body = { cartId: cart.data.cartId, total: product.price }
      const placed = await api.post("/api/order/add", body, withKey("order-key-1"))
      const replayed = await api.post("/api/order/add", body, withKey("order-key-1"))
      expect(placed.status).toBe(200)
      expect(replayed.status).toBe(200)
      expect(replayed.data).toEqual(placed.data)

      const other = await api.post("/api/order/add", { ...body, message: "changed" }, withKey("order-key-1"))
      expect(other.status).toBe(400)
      expect(other.data).toEqual({ error: "This Idempotency-Key was already used for a different request." })
      const bad = await api.post("/api/order/add", body, withKey("x".repeat(256)))
      expect(bad.status).toBe(400)
      expect(await traces(buyer.user.id, "TST-008")).toMatchObject({ carts: 1, orders: 1 })
    })

    it("refuses a cart changed after it was priced; a cart that became an order stays as ordered", async () => {
      const buyer = await register(api)
      const product = await productBySlug(api, "test-product-10")
      const cart = await api.post("/api/cart/add", { products: [{ product: product._id, quantity: 1 }] }, bearer(buyer.token))
      const carts = getContainer().resolve(Modules.CART)
      const [item] = await carts.listLineItems({ cart_id: cart.data.cartId })
      await carts.updateLineItems(item.id, { quantity: 3 })

      const changed = await api.post("/api/order/add", { cartId: cart.data.cartId, total: product.price * 3 }, bearer(buyer.token))
      expect(changed.status).toBe(400)
      expect(changed.data).toEqual({ error: "Your cart has changed since it was priced. Please review your cart and try again." })
      expect((await traces(buyer.user.id, "TST-010")).orders).toBe(0)

      const fresh = await api.post("/api/cart/add", { products: [{ product: product._id, quantity: 1 }] }, bearer(buyer.token))
      const body = { cartId: fresh.data.cartId, total: product.price, message: "Leave at the gate" }
      const placed = await api.post("/api/order/add", body, bearer(buyer.token))
      expect(placed.status).toBe(200)
      const again = await api.post("/api/order/add", { ...body, message: "Changed my mind" }, bearer(buyer.token))
      expect(again.data.order._id).toBe(placed.data.order._id)
      const order = await api.get(`/api/order/${placed.data.order._id}`, bearer(buyer.token))
      expect(order.data.order.message).toBe("Leave at the gate")
    })
  },
})
