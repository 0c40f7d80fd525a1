import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { getOrderDetailWorkflow } from "@medusajs/medusa/core-flows"
import { NOT_DONE_MESSAGE } from "../../../src/api/http/error-handler"
import { ORDER_LINE_MODULE } from "../../../src/modules/order-line"
import type OrderLineModuleService from "../../../src/modules/order-line/service"
import { bearer, register } from "../../helpers/accounts"
import { setLineStatus } from "../../helpers/orders"
import { order, productBySlug, registerWithRole } from "../../helpers/shop"
import { seedTestCatalogue } from "../../fixtures/catalogue"
import { stockRuleBreaks } from "../../helpers/stock"

type MedusaFulfilment = {
  id: string
  shipped_at: string | null
  delivered_at: string | null
  canceled_at: string | null
  items: { line_item_id: string; quantity: number }[]
}

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    beforeAll(async () => {
      await seedTestCatalogue(getContainer())
    })

    const setStatus = (token: string, orderId: string, itemId: string, status: string) =>
      setLineStatus(api, token, orderId, itemId, status)
    const lineStatus = async (token: string, orderId: string, itemId: string) =>
      (await api.get(`/api/order/${orderId}`, bearer(token))).data.order.products.find((p: { _id: string }) => p._id === itemId).status

    /** What Medusa Admin shows for the order (its order page runs this workflow): fulfilment status and fulfilments. */
    const medusaOrder = async (orderId: string) => {
      const { result } = await getOrderDetailWorkflow(getContainer()).run({
        input: {
          order_id: orderId,
          fields: [
            "id",
            "items.*",
            "items.detail.*",
            "fulfillments.id",
            "fulfillments.shipped_at",
            "fulfillments.delivered_at",
            "fulfillments.canceled_at",
            "fulfillments.items.line_item_id",
            "fulfillments.items.quantity",
          ],
        },
      })
      const stored = result as unknown as { fulfillment_status: string; fulfillments?: MedusaFulfilment[] }
      return { status: stored.fulfillment_status, fulfilments: stored.fulfillments ?? [] }
    }

    /** The inventory level of an order line's product at the warehouse. */
    const levelOf = async (lineItemId: string) => {
      const { rows } = await getContainer()
        .resolve(ContainerRegistrationKeys.PG_CONNECTION)
        .raw(
          `SELECT il.stocked_quantity, il.reserved_quantity FROM inventory_level il
           JOIN product_variant_inventory_item vii ON vii.inventory_item_id = il.inventory_item_id AND vii.deleted_at IS NULL
           JOIN order_line_item li ON li.variant_id = vii.variant_id
           WHERE li.id = ? AND il.deleted_at IS NULL`,
          [lineItemId]
        )
      return { stocked: Number(rows[0].stocked_quantity), reserved: Number(rows[0].reserved_quantity) }
    }

    const skuOf = (slug: string) => `TST-${String(Number(slug.split("-").pop())).padStart(3, "0")}`
    /** The stock rule (reservations = open lines) for the products of a test. */
    const expectStockRule = async (...slugs: string[]) => expect(await stockRuleBreaks(getContainer(), slugs.map(skuOf))).toEqual([])
    const active = (fulfilments: MedusaFulfilment[]) => fulfilments.filter((f) => !f.canceled_at)

    it("mirrors a shipped line into a shipped fulfilment and delivers that same fulfilment", async () => {
      const buyer = await register(api)
      const admin = await registerWithRole(api, getContainer(), "ROLE_ADMIN")
      const placed = await order(api, buyer.token, [
        { slug: "test-product-4", quantity: 2 },
        { slug: "test-product-15", quantity: 1 },
      ])
      const first = placed.products.find((p: { product: { slug: string } }) => p.product.slug === "test-product-4")
      const second = placed.products.find((p: { product: { slug: string } }) => p.product.slug === "test-product-15")
      expect(await levelOf(first._id)).toEqual({ stocked: 40, reserved: 2 })
      expect((await productBySlug(api, "test-product-4")).quantity).toBe(38)
      await expectStockRule("test-product-4", "test-product-15")

      expect((await setStatus(admin.token, placed._id, first._id, "Processing")).status).toBe(200)
      expect(await medusaOrder(placed._id)).toEqual({ status: "not_fulfilled", fulfilments: [] })

      // Shipped: a shipped fulfilment; the goods have left, so the reservation became the stock movement.
      expect((await setStatus(admin.token, placed._id, first._id, "Shipped")).status).toBe(200)
      const shipped = await medusaOrder(placed._id)
      expect(shipped.status).toBe("partially_shipped")
      expect(shipped.fulfilments).toEqual([
        expect.objectContaining({
          shipped_at: expect.anything(),
          delivered_at: null,
          canceled_at: null,
          items: [expect.objectContaining({ line_item_id: first._id, quantity: 2 })],
        }),
      ])
      expect(await levelOf(first._id)).toEqual({ stocked: 38, reserved: 0 })
      expect((await productBySlug(api, "test-product-4")).quantity).toBe(38)
      await expectStockRule("test-product-4", "test-product-15")
      const lines = getContainer().resolve<OrderLineModuleService>(ORDER_LINE_MODULE)
      expect(await lines.listOrderLines({ line_item_id: first._id })).toEqual([
        expect.objectContaining({ status: "Shipped", stock_released: true }),
      ])

      // Delivered: the same fulfilment is delivered; no stock moves again.
      expect((await setStatus(admin.token, placed._id, first._id, "Delivered")).status).toBe(200)
      const afterFirst = await medusaOrder(placed._id)
      expect(afterFirst.status).toBe("partially_delivered")
      expect(afterFirst.fulfilments).toEqual([
        expect.objectContaining({ id: shipped.fulfilments[0].id, shipped_at: expect.anything(), delivered_at: expect.anything(), canceled_at: null }),
      ])
      expect(await levelOf(first._id)).toEqual({ stocked: 38, reserved: 0 })
      expect(await lineStatus(buyer.token, placed._id, first._id)).toBe("Delivered")
      expect(await lines.listOrderLines({ line_item_id: first._id })).toEqual([
        expect.objectContaining({ status: "Delivered", stock_released: true }),
      ])

      // A line delivered without going through Shipped is fulfilled, shipped and delivered at once.
      expect((await setStatus(admin.token, placed._id, second._id, "Delivered")).status).toBe(200)
      const afterBoth = await medusaOrder(placed._id)
      expect(afterBoth.status).toBe("delivered")
      expect(afterBoth.fulfilments).toHaveLength(2)
      expect(await levelOf(second._id)).toEqual({ stocked: 149, reserved: 0 })
      await expectStockRule("test-product-4", "test-product-15")
    })

    it("follows an admin's correction back and forward: the fulfilment is cancelled, the stock reserved again", async () => {
      const buyer = await register(api)
      const admin = await registerWithRole(api, getContainer(), "ROLE_ADMIN")
      const placed = await order(api, buyer.token, [{ slug: "test-product-6", quantity: 2 }])
      const line = placed.products[0]
      expect((await setStatus(admin.token, placed._id, line._id, "Delivered")).status).toBe(200)
      expect(await levelOf(line._id)).toEqual({ stocked: 58, reserved: 0 })

      // Delivered → Processing: Medusa no longer counts the line fulfilled, the stock is back and reserved.
      expect((await setStatus(admin.token, placed._id, line._id, "Processing")).status).toBe(200)
      const back = await medusaOrder(placed._id)
      expect(back.status).toBe("canceled")
      expect(active(back.fulfilments)).toEqual([])
      expect(back.fulfilments).toEqual([expect.objectContaining({ canceled_at: expect.anything() })])
      expect(await levelOf(line._id)).toEqual({ stocked: 60, reserved: 2 })
      expect((await productBySlug(api, "test-product-6")).quantity).toBe(58)
      await expectStockRule("test-product-6")
      const lines = getContainer().resolve<OrderLineModuleService>(ORDER_LINE_MODULE)
      expect(await lines.listOrderLines({ line_item_id: line._id })).toEqual([
        expect.objectContaining({ status: "Processing", stock_released: false }),
      ])

      // Forward again: a new fulfilment, the stock leaves once more, exactly once.
      expect((await setStatus(admin.token, placed._id, line._id, "Shipped")).status).toBe(200)
      expect((await medusaOrder(placed._id)).status).toBe("shipped")
      expect(await levelOf(line._id)).toEqual({ stocked: 58, reserved: 0 })
      expect((await setStatus(admin.token, placed._id, line._id, "Delivered")).status).toBe(200)
      const again = await medusaOrder(placed._id)
      expect(again.status).toBe("delivered")
      expect(active(again.fulfilments)).toHaveLength(1)
      expect(again.fulfilments).toHaveLength(2)
      expect(await levelOf(line._id)).toEqual({ stocked: 58, reserved: 0 })

      // Delivered → Shipped: the delivered fulfilment gives way to a shipped one; no stock moves.
      expect((await setStatus(admin.token, placed._id, line._id, "Shipped")).status).toBe(200)
      const reshipped = await medusaOrder(placed._id)
      expect(reshipped.status).toBe("shipped")
      expect(active(reshipped.fulfilments)).toEqual([expect.objectContaining({ shipped_at: expect.anything(), delivered_at: null })])
      expect(await levelOf(line._id)).toEqual({ stocked: 58, reserved: 0 })
      await expectStockRule("test-product-6")
      expect(await lineStatus(buyer.token, placed._id, line._id)).toBe("Shipped")
    })

    it("puts a cancelled shipped line's stock back, and cancels an order with a shipped line", async () => {
      const buyer = await register(api)
      const admin = await registerWithRole(api, getContainer(), "ROLE_ADMIN")
      const placed = await order(api, buyer.token, [
        { slug: "test-product-8", quantity: 2 },
        { slug: "test-product-9", quantity: 1 },
      ])
      const first = placed.products.find((p: { product: { slug: string } }) => p.product.slug === "test-product-8")
      const second = placed.products.find((p: { product: { slug: string } }) => p.product.slug === "test-product-9")
      expect((await setStatus(admin.token, placed._id, first._id, "Shipped")).status).toBe(200)
      expect(await levelOf(first._id)).toEqual({ stocked: 78, reserved: 0 })

      // The buyer cancels the shipped line (the spec lets a buyer cancel any line not delivered).
      const cancelled = await setStatus(buyer.token, placed._id, first._id, "Cancelled")
      expect(cancelled.status).toBe(200)
      expect(cancelled.data.orderCancelled).toBe(false)
      expect(active((await medusaOrder(placed._id)).fulfilments)).toEqual([])
      expect(await levelOf(first._id)).toEqual({ stocked: 80, reserved: 0 })
      expect((await productBySlug(api, "test-product-8")).quantity).toBe(80)
      await expectStockRule("test-product-8", "test-product-9")

      // A whole order with a shipped line: its fulfilment is cancelled first, then Medusa's order.
      const other = await order(api, buyer.token, [{ slug: "test-product-9", quantity: 2 }])
      expect((await setStatus(admin.token, other._id, other.products[0]._id, "Shipped")).status).toBe(200)
      expect(await levelOf(other.products[0]._id)).toEqual({ stocked: 88, reserved: 1 })
      const whole = await api.delete(`/api/order/cancel/${other._id}`, bearer(buyer.token))
      expect(whole.status).toBe(200)
      const medusa = await medusaOrder(other._id)
      expect(active(medusa.fulfilments)).toEqual([])
      expect(await lineStatus(buyer.token, other._id, other.products[0]._id)).toBe("Cancelled")
      expect(await levelOf(other.products[0]._id)).toEqual({ stocked: 90, reserved: 1 })
      expect(await levelOf(second._id)).toEqual({ stocked: 90, reserved: 1 })
      await expectStockRule("test-product-8", "test-product-9")
    })

    it("leaves the line where it was when Medusa refuses the fulfilment, and ships once it can", async () => {
      const buyer = await register(api)
      const admin = await registerWithRole(api, getContainer(), "ROLE_ADMIN")
      const placed = await order(api, buyer.token, [{ slug: "test-product-14", quantity: 1 }])
      const line = placed.products[0]
      expect((await setStatus(admin.token, placed._id, line._id, "Processing")).status).toBe(200)

      // Without its reservation Medusa refuses to fulfil a line of a stock-managed product.
      const inventory = getContainer().resolve(Modules.INVENTORY)
      await inventory.deleteReservationItemsByLineItem([line._id])
      const refused = await setStatus(admin.token, placed._id, line._id, "Shipped")
      expect(refused.status).toBe(400)
      // Medusa's refusal names the line's id; the shop answers in its own words.
      expect(refused.data).toEqual({ error: NOT_DONE_MESSAGE })
      expect(await lineStatus(buyer.token, placed._id, line._id)).toBe("Processing")
      expect(await medusaOrder(placed._id)).toEqual({ status: "not_fulfilled", fulfilments: [] })
      const lines = getContainer().resolve<OrderLineModuleService>(ORDER_LINE_MODULE)
      expect(await lines.listOrderLines({ line_item_id: line._id })).toEqual([
        expect.objectContaining({ status: "Processing", stock_released: false }),
      ])
      expect((await lines.listOrderLineChanges({ line_item_id: line._id })).map((c) => c.to_status)).toEqual(["Processing"])
      expect(await levelOf(line._id)).toEqual({ stocked: 140, reserved: 0 })

      await inventory.restoreReservationItemsByLineItem([line._id])
      expect((await setStatus(admin.token, placed._id, line._id, "Shipped")).status).toBe(200)
      expect((await medusaOrder(placed._id)).status).toBe("shipped")
      expect(await levelOf(line._id)).toEqual({ stocked: 139, reserved: 0 })
      expect((await setStatus(admin.token, placed._id, line._id, "Delivered")).status).toBe(200)
      expect((await medusaOrder(placed._id)).status).toBe("delivered")
      expect(await levelOf(line._id)).toEqual({ stocked: 139, reserved: 0 })
      await expectStockRule("test-product-14")
    })
  },
})
