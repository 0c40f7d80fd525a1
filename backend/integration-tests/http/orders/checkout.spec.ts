import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { BRAND_MODULE } from "../../../src/modules/brand"
import type BrandModuleService from "../../../src/modules/brand/service"
import { MERCHANT_MODULE } from "../../../src/modules/merchant"
import type MerchantModuleService from "../../../src/modules/merchant/service"
import { anyStatus, bearer, readOutbox, register } from "../../helpers/accounts"
import { merchantWithAccount } from "../../helpers/merchants"
import { order, productBySlug, registerWithRole } from "../../helpers/shop"
import { seedTestCatalogue } from "../../fixtures/catalogue"

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

      it("refuses a product with several variants until one is chosen, and keeps the chosen one", async () => {
        const buyer = await register(api)
        const lantern = await productBySlug(api, "test-product-13")
        expect(lantern.variants).toEqual(["Red", "Blue"])
        for (const variant of [undefined, null, ""]) {
          const unchosen = await api.post("/api/cart/add", { products: [{ product: lantern._id, quantity: 1, variant }] }, bearer(buyer.token))
          expect(unchosen.status).toBe(400)
          expect(unchosen.data).toEqual({ error: "Solar Lantern: Please select a variant." })
        }

        const chosen = await api.post("/api/cart/add", { products: [{ product: lantern._id, quantity: 1, variant: "Blue" }] }, bearer(buyer.token))
        expect(chosen.status).toBe(200)
        const placed = await api.post("/api/order/add", { cartId: chosen.data.cartId, total: 1300 }, bearer(buyer.token))
        expect(placed.status).toBe(200)
        const stored = await api.get(`/api/order/${placed.data.order._id}`, bearer(buyer.token))
        expect(stored.data.order.products).toEqual([expect.objectContaining({ variant: "Blue", quantity: 1 })])

        // A product with no variants still needs none.
        const plain = await productBySlug(api, "test-product-14")
        const noVariant = await api.post("/api/cart/add", { products: [{ product: plain._id, quantity: 1 }] }, bearer(buyer.token))
        expect(noVariant.status).toBe(200)
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
        expect(tampered.data.error).toBe("Your cart has changed: its total is now Kes. 200. Please review your cart and try again.")

        const ok = await api.post("/api/order/add", { cartId: cart.data.cartId, total: 200 }, bearer(buyer.token))
        expect(ok.status).toBe(200)
        expect(ok.data).toMatchObject({ success: true, order: { _id: expect.stringMatching(/^order_/) } })

        const again = await api.post("/api/order/add", { cartId: cart.data.cartId, total: 200 }, bearer(buyer.token))
        expect(again.status).toBe(200)
        expect(again.data.order._id).toBe(ok.data.order._id)
      })

      it("computes totals with the 16% VAT contained in taxable lines' prices, keeps the message, reserves stock and e-mails the buyer", async () => {
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
          // The bag said Kes. 2700 and that is what the shopper pays: 2400 × 16/116 = 331.03 of it is VAT.
          total: 2368.97,
          totalTax: 331.03,
          totalWithTax: 2700,
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
        expect(mail.text).toContain("Subtotal: Kes. 2,368.97")
        expect(mail.text).toContain("VAT: Kes. 331.03")
        expect(mail.text).toMatch(/^Total: Kes\. 2,700$/m)
      })

      it("prices include VAT: the order charges what the bag said, VAT per line to the cent, zero-rated lines carry none, a cancelled line counts for nothing", async () => {
        const buyer = await register(api)
        // test-product-2 (200) and -12 (1200) are taxable, test-product-3 (300) is zero-rated; the bag says 200 + 2400 + 900.
        const placed = await order(api, buyer.token, [
          { slug: "test-product-2", quantity: 1 },
          { slug: "test-product-12", quantity: 2 },
          { slug: "test-product-3", quantity: 3 },
        ])
        // 200 × 16/116 = 27.586 → 27.59; 2400 × 16/116 = 331.034 → 331.03; 900 zero-rated → 0.
        expect(placed).toMatchObject({ total: 3141.38, totalTax: 358.62, totalWithTax: 3500 })
        const mail = await readOutbox(buyer.email, "order-placed")
        expect(mail.text).toContain("Subtotal: Kes. 3,141.38")
        expect(mail.text).toContain("VAT: Kes. 358.62")
        expect(mail.text).toMatch(/^Total: Kes\. 3,500$/m)
        expect(mail.text).toMatch(/^Shipping & Handling: Kes\. 0$/m)

        // Medusa's own order and the payment it authorised agree: the VAT is inside the prices.
        const query = getContainer().resolve(ContainerRegistrationKeys.QUERY)
        const { data: [stored] } = await query.graph({
          entity: "order",
          fields: ["total", "tax_total", "payment_collections.amount"],
          filters: { id: placed._id },
        })
        expect(Number(stored.total)).toBeCloseTo(3500, 2)
        expect(Number(stored.tax_total)).toBeCloseTo(358.62, 1)
        expect((stored.payment_collections ?? []).map((c) => Number(c?.amount))).toEqual([3500])

        const line = placed.products.find((p: { product: { slug: string } }) => p.product.slug === "test-product-12")
        const cancelled = await api.put(`/api/order/status/item/${line._id}`, { orderId: placed._id, status: "Cancelled" }, bearer(buyer.token))
        expect(cancelled.status).toBe(200)
        const detail = (await api.get(`/api/order/${placed._id}`, bearer(buyer.token))).data.order
        expect(detail).toMatchObject({ total: 1072.41, totalTax: 27.59, totalWithTax: 1100 })
      })
    })

    describe("POST /api/order/add re-checks the cart against the catalogue as it is now", () => {
      const PRICES_CHANGED = "Prices in your cart have changed. Please check the new prices and place your order again."
      const sql = async (text: string, bindings: string[] = []) =>
        (await getContainer().resolve(ContainerRegistrationKeys.PG_CONNECTION).raw(text, bindings)).rows
      const cartFor = async (token: string, slug: string, quantity = 1) => {
        const product = await productBySlug(api, slug)
        const cart = await api.post("/api/cart/add", { products: [{ product: product._id, quantity }] }, bearer(token))
        expect(cart.status).toBe(200)
        return { product, cartId: cart.data.cartId as string, total: product.price * quantity }
      }
      const placeOrder = (token: string, cart: { cartId: string; total: number }) =>
        api.post("/api/order/add", { cartId: cart.cartId, total: cart.total }, bearer(token))
      const ordersOf = async (token: string) => (await api.get("/api/order/me", bearer(token))).data.count
      const reservedOf = async (sku: string) =>
        Number(
          (
            await sql(
              `SELECT coalesce(sum(il.reserved_quantity), 0) AS reserved FROM inventory_level il
               JOIN inventory_item ii ON ii.id = il.inventory_item_id WHERE ii.sku = ? AND il.deleted_at IS NULL`,
              [sku]
            )
          )[0].reserved
        )

      it("refuses a cart whose price changed since it was made, reserving nothing; a new cart at the new price is ordered", async () => {
        const admin = await registerWithRole(api, getContainer(), "ROLE_ADMIN")
        const buyer = await register(api)
        const old = await cartFor(buyer.token, "test-product-7")
        const ordered = await cartFor(buyer.token, "test-product-7")
        expect((await placeOrder(buyer.token, ordered)).status).toBe(200)
        const reserved = await reservedOf("TST-007")

        expect((await api.put(`/api/product/${old.product._id}`, { product: { price: 5000 } }, bearer(admin.token))).status).toBe(200)
        const refused = await placeOrder(buyer.token, old)
        expect(refused.status).toBe(400)
        expect(refused.data).toEqual({ error: PRICES_CHANGED })
        expect(await ordersOf(buyer.token)).toBe(1)
        expect(await reservedOf("TST-007")).toBe(reserved)
        // Sending the new total does not help: the cart itself holds the old price.
        expect((await placeOrder(buyer.token, { ...old, total: 5000 })).data).toEqual({ error: PRICES_CHANGED })

        const again = await placeOrder(buyer.token, ordered)
        expect(again.status).toBe(200) // a cart already ordered stays as ordered

        const fresh = await cartFor(buyer.token, "test-product-7")
        expect(fresh.total).toBe(5000)
        const placed = await placeOrder(buyer.token, fresh)
        expect(placed.status).toBe(200)
        const detail = (await api.get(`/api/order/${placed.data.order._id}`, bearer(buyer.token))).data.order
        expect(detail).toMatchObject({ total: 5000 })
        expect(await reservedOf("TST-007")).toBe(reserved + 1)
      })

      it("refuses, by name and without a 500, a product deleted or disabled since (itself, its brand, its category or its merchant)", async () => {
        const admin = await registerWithRole(api, getContainer(), "ROLE_ADMIN")
        const buyer = await register(api)
        const gone = (name: string) => ({ error: `${name} is no longer available. Please remove it from your cart and try again.` })
        const products = getContainer().resolve(Modules.PRODUCT)
        const brands = getContainer().resolve<BrandModuleService>(BRAND_MODULE)
        const merchants = getContainer().resolve<MerchantModuleService>(MERCHANT_MODULE)

        const deleted = await cartFor(buyer.token, "test-product-9")
        const disabled = await cartFor(buyer.token, "test-product-11")
        const ofBrand = await cartFor(buyer.token, "test-product-24")
        const ofCategory = await cartFor(buyer.token, "test-product-21")
        const merchant = await merchantWithAccount(api, getContainer(), "baobab")
        const ofMerchant = await cartFor(buyer.token, "test-product-16")
        const reservedBefore = await reservedOf("TST-016")

        expect((await api.delete(`/api/product/delete/${deleted.product._id}`, bearer(admin.token))).status).toBe(200)
        expect((await api.put(`/api/product/${disabled.product._id}/active`, { product: { isActive: false } }, bearer(admin.token))).status).toBe(200)
        // Straight in the modules, so the product itself stays published: each of these alone must refuse.
        const [chui] = await brands.listBrands({ slug: "chui" })
        await brands.updateBrands({ id: chui.id, is_active: false })
        const [gifts] = await products.listProductCategories({ handle: "gifts" })
        await products.updateProductCategories(gifts.id, { is_active: false })
        await merchants.updateMerchants({ id: merchant.merchantId, is_active: false })
        try {
          for (const [cart, name] of [
            [deleted, "Test product 9"],
            [disabled, "Test product 11"],
            [ofBrand, "Test product 24"],
            [ofCategory, "Test product 21"],
            [ofMerchant, "Test product 16"],
          ] as const) {
            const res = await placeOrder(buyer.token, cart)
            expect({ name, status: res.status, body: res.data }).toEqual({ name, status: 400, body: gone(name) })
          }
          expect(await ordersOf(buyer.token)).toBe(0)
          expect(await reservedOf("TST-016")).toBe(reservedBefore)
        } finally {
          await brands.updateBrands({ id: chui.id, is_active: true })
          await products.updateProductCategories(gifts.id, { is_active: true })
          await merchants.updateMerchants({ id: merchant.merchantId, is_active: true })
        }
        expect((await placeOrder(buyer.token, ofMerchant)).status).toBe(200)
        expect((await placeOrder(buyer.token, ofCategory)).status).toBe(200)
      })

      it(`refuses a cart older than CART_TTL_HOURS (24 by default) the same way, reserving nothing`, async () => {
        const buyer = await register(api)
        const stale = await cartFor(buyer.token, "test-product-8")
        const recent = await cartFor(buyer.token, "test-product-8")
        const reserved = await reservedOf("TST-008")
        await sql(`UPDATE cart SET created_at = now() - interval '25 hours' WHERE id = ?`, [stale.cartId])
        await sql(`UPDATE cart SET created_at = now() - interval '23 hours' WHERE id = ?`, [recent.cartId])

        const refused = await placeOrder(buyer.token, stale)
        expect(refused.status).toBe(400)
        expect(refused.data).toEqual({ error: "Your cart has expired. Please check the prices and place your order again." })
        expect(await reservedOf("TST-008")).toBe(reserved)
        expect(await ordersOf(buyer.token)).toBe(0)
        expect((await placeOrder(buyer.token, recent)).status).toBe(200)
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
