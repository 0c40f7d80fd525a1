import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import type { IInventoryService, IPaymentModuleService } from "@medusajs/framework/types"
import { bearer, register, type ShopApi } from "../../helpers/accounts"
import { productBySlug } from "../../helpers/shop"
import { seedTestCatalogue } from "../../fixtures/catalogue"

/** The checkpoints after the order-creation steps that replaced Medusa's completeCartWorkflow. */
const ORDER_CREATION_STEPS = ["create-order", "link-and-reserve"]
const SKU = "TST-005"
const SLUG = "test-product-5"

/**
 * Failures inside the shop's own cart completion (issue 39): after each new order-creation step
 * (SHOP_CHECKOUT_FAIL_AFTER), inside Medusa's stock reservation step, and inside the payment step
 * after the provider authorised (the reply lost): each leaves no order, no link, no reservation,
 * no live payment, a cart not completed, and the same cart can still be ordered.
 */
medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    beforeAll(async () => {
      await seedTestCatalogue(getContainer())
    })
    afterEach(() => {
      delete process.env.SHOP_CHECKOUT_FAIL_AFTER
      jest.restoreAllMocks()
    })

    const sql = async (text: string, bindings: string[] = []) =>
      (await getContainer().resolve(ContainerRegistrationKeys.PG_CONNECTION).raw(text, bindings)).rows

    /** What a buyer's checkout of one cart left in the database. */
    async function traces(customerId: string, cartId: string) {
      const [row] = await sql(
        `SELECT
           (SELECT count(*) FROM "order" WHERE customer_id = ? AND deleted_at IS NULL)::int AS orders,
           (SELECT count(*) FROM order_cart WHERE cart_id = ? AND deleted_at IS NULL)::int AS order_links,
           (SELECT count(*) FROM cart WHERE id = ? AND completed_at IS NOT NULL)::int AS completed_carts,
           (SELECT count(*) FROM payment p JOIN cart_payment_collection cpc ON cpc.payment_collection_id = p.payment_collection_id
            WHERE cpc.cart_id = ? AND p.deleted_at IS NULL AND p.canceled_at IS NULL)::int AS live_payments,
           (SELECT count(*) FROM order_line ol JOIN "order" o ON o.id = ol.order_id WHERE o.customer_id = ?)::int AS line_records,
           (SELECT coalesce(sum(il.reserved_quantity), 0) FROM inventory_level il JOIN inventory_item ii ON ii.id = il.inventory_item_id
            WHERE ii.sku = ? AND il.deleted_at IS NULL)::int AS reserved,
           (SELECT count(*) FROM reservation_item r JOIN inventory_item ii ON ii.id = r.inventory_item_id
            WHERE ii.sku = ? AND r.deleted_at IS NULL)::int AS reservations`,
        [customerId, cartId, cartId, cartId, customerId, SKU, SKU]
      )
      return row
    }

    async function cartFor(shopApi: ShopApi) {
      const buyer = await register(shopApi)
      const product = await productBySlug(shopApi, SLUG)
      const cart = await shopApi.post("/api/cart/add", { products: [{ product: product._id, quantity: 1 }] }, bearer(buyer.token))
      expect(cart.status).toBe(200)
      const order = () => shopApi.post("/api/order/add", { cartId: cart.data.cartId, total: product.price }, bearer(buyer.token))
      return { buyer, cartId: cart.data.cartId as string, order }
    }

    /** Nothing left by the failed attempt; then the same cart is ordered whole, and the order cancelled. */
    async function expectUndoneThenOrderable(label: string, checkout: Awaited<ReturnType<typeof cartFor>>, before: { reserved: number; reservations: number }) {
      const { buyer, cartId, order } = checkout
      expect({ label, ...(await traces(buyer.user.id, cartId)) }).toEqual({
        label, orders: 0, order_links: 0, completed_carts: 0, live_payments: 0, line_records: 0, ...before,
      })
      expect((await productBySlug(api, SLUG)).quantity).toBe(stockBefore)

      const retry = await order()
      expect({ label, status: retry.status }).toEqual({ label, status: 200 })
      expect({ label, ...(await traces(buyer.user.id, cartId)) }).toEqual({
        label, orders: 1, order_links: 1, completed_carts: 1, live_payments: 1, line_records: 1,
        reserved: before.reserved + 1, reservations: before.reservations + 1,
      })
      expect((await api.delete(`/api/order/cancel/${retry.data.order._id}`, bearer(buyer.token))).status).toBe(200)
    }

    let stockBefore = 0
    const stockNow = async () => {
      const { reserved, reservations } = await traces("nobody", "nothing")
      return { reserved, reservations }
    }

    it("undoes a failure after each order-creation step, and the cart can still be ordered", async () => {
      stockBefore = (await productBySlug(api, SLUG)).quantity
      for (const step of ORDER_CREATION_STEPS) {
        const before = await stockNow()
        const checkout = await cartFor(api)
        process.env.SHOP_CHECKOUT_FAIL_AFTER = step
        const res = await checkout.order()
        delete process.env.SHOP_CHECKOUT_FAIL_AFTER
        expect({ step, status: res.status, body: res.data }).toEqual({
          step, status: 500, body: { error: "Your request could not be processed. Please try again." },
        })
        await expectUndoneThenOrderable(step, checkout, before)
      }
      expect((await productBySlug(api, SLUG)).quantity).toBe(stockBefore)
    })

    it("undoes a failure inside the stock reservation step, and the cart can still be ordered", async () => {
      stockBefore = (await productBySlug(api, SLUG)).quantity
      const before = await stockNow()
      const checkout = await cartFor(api)
      const inventory = getContainer().resolve<IInventoryService>(Modules.INVENTORY)
      jest.spyOn(inventory, "createReservationItems").mockRejectedValueOnce(new Error("connection to the database lost"))

      const res = await checkout.order()

      expect({ status: res.status, body: res.data }).toEqual({ status: 500, body: { error: "Your request could not be processed. Please try again." } })
      await expectUndoneThenOrderable("reserve-inventory", checkout, before)
    })

    it("cancels a payment the provider authorised when the payment step fails after it, and the cart can still be ordered", async () => {
      stockBefore = (await productBySlug(api, SLUG)).quantity
      const before = await stockNow()
      const checkout = await cartFor(api)
      const payments = getContainer().resolve<IPaymentModuleService>(Modules.PAYMENT)
      const authorize = payments.authorizePaymentSession.bind(payments)
      // The provider authorises (a payment is made), then the reply is lost on its way back.
      jest.spyOn(payments, "authorizePaymentSession").mockImplementationOnce(async (...args) => {
        await authorize(...args)
        throw new Error("socket hang up")
      })

      const res = await checkout.order()

      expect({ status: res.status, body: res.data }).toEqual({ status: 422, body: { error: "Payment authorization failed" } })
      const [payment] = await sql(
        `SELECT count(*)::int AS made, count(p.canceled_at)::int AS cancelled FROM payment p
         JOIN cart_payment_collection cpc ON cpc.payment_collection_id = p.payment_collection_id WHERE cpc.cart_id = ?`,
        [checkout.cartId]
      )
      expect(payment).toEqual({ made: 1, cancelled: 1 })
      await expectUndoneThenOrderable("authorize-payment", checkout, before)
    })
  },
})
