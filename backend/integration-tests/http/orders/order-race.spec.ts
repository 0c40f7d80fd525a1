import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { Modules } from "@medusajs/framework/utils"
import { bearer, register } from "../../helpers/accounts"
import { order, productBySlug } from "../../helpers/shop"
import { seedTestCatalogue } from "../../fixtures/catalogue"

const BUYERS = 20
const LAST_UNITS = 5

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    beforeAll(async () => {
      await seedTestCatalogue(getContainer())
    })

    it(`sells the last ${LAST_UNITS} units to exactly ${LAST_UNITS} of ${BUYERS} buyers ordering at once`, async () => {
      const inventory = getContainer().resolve(Modules.INVENTORY)
      const [item] = await inventory.listInventoryItems({ sku: "TST-001" })
      const [level] = await inventory.listInventoryLevels({ inventory_item_id: item.id })
      await inventory.updateInventoryLevels([
        { inventory_item_id: item.id, location_id: level.location_id, stocked_quantity: LAST_UNITS },
      ])
      const product = await productBySlug(api, "test-product-1")
      expect(product.quantity).toBe(LAST_UNITS)

      const buyers: { token: string; cartId: string }[] = []
      for (let i = 0; i < BUYERS; i++) {
        const buyer = await register(api)
        const cart = await api.post("/api/cart/add", { products: [{ product: product._id, quantity: 1 }] }, bearer(buyer.token))
        expect(cart.status).toBe(200)
        buyers.push({ token: buyer.token, cartId: cart.data.cartId })
      }

      const results = await Promise.all(
        buyers.map((buyer) =>
          api.post("/api/order/add", { cartId: buyer.cartId, total: product.price }, bearer(buyer.token))
        )
      )

      const succeeded = results.filter((res) => res.status === 200)
      const refused = results.filter((res) => res.status === 400)
      expect(succeeded).toHaveLength(LAST_UNITS)
      expect(refused).toHaveLength(BUYERS - LAST_UNITS)
      for (const res of refused) {
        expect(res.data).toEqual({ error: "Sorry, some items in your cart are no longer in stock. Please update your cart." })
      }
      expect((await productBySlug(api, "test-product-1")).quantity).toBe(0)
      const orders = await getContainer().resolve(Modules.ORDER).listOrders({})
      expect(orders).toHaveLength(LAST_UNITS)
      const [after] = await inventory.listInventoryLevels({ inventory_item_id: item.id })
      expect(Number(after.reserved_quantity)).toBe(LAST_UNITS)
    })

    it(`keeps the reserved stock exact while ${BUYERS / 2} lines of a product are cancelled as ${BUYERS / 2} new orders of it are placed`, async () => {
      const inventory = getContainer().resolve(Modules.INVENTORY)
      const [item] = await inventory.listInventoryItems({ sku: "TST-004" })
      const [level] = await inventory.listInventoryLevels({ inventory_item_id: item.id })
      await inventory.updateInventoryLevels([{ inventory_item_id: item.id, location_id: level.location_id, stocked_quantity: 100 }])
      const product = await productBySlug(api, "test-product-4")
      const half = BUYERS / 2

      const earlier: { token: string; orderId: string; lineId: string }[] = []
      for (let i = 0; i < half; i++) {
        const buyer = await register(api)
        const placed = await order(api, buyer.token, [{ slug: "test-product-4", quantity: 1 }])
        earlier.push({ token: buyer.token, orderId: placed._id, lineId: placed.products[0]._id })
      }
      const later: { token: string; cartId: string }[] = []
      for (let i = 0; i < half; i++) {
        const buyer = await register(api)
        const cart = await api.post("/api/cart/add", { products: [{ product: product._id, quantity: 1 }] }, bearer(buyer.token))
        later.push({ token: buyer.token, cartId: cart.data.cartId })
      }

      // Every cancellation gives a reservation back while every checkout takes one, all at once:
      // each changes the same inventory level's reserved quantity.
      const results = await Promise.all([
        ...earlier.map((buyer) =>
          api.put(`/api/order/status/item/${buyer.lineId}`, { orderId: buyer.orderId, status: "Cancelled" }, bearer(buyer.token))
        ),
        ...later.map((buyer) => api.post("/api/order/add", { cartId: buyer.cartId, total: product.price }, bearer(buyer.token))),
      ])

      expect(results.map((res) => res.status)).toEqual(results.map(() => 200))
      const reservations = await inventory.listReservationItems({ inventory_item_id: item.id })
      const [after] = await inventory.listInventoryLevels({ inventory_item_id: item.id })
      expect({ reserved: Number(after.reserved_quantity), reservations: reservations.length }).toEqual({ reserved: half, reservations: half })
      expect((await productBySlug(api, "test-product-4")).quantity).toBe(100 - half)
    })
  },
})
