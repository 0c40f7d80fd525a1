import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { getOrderDetailWorkflow } from "@medusajs/medusa/core-flows"
import { ORDER_LINE_MODULE } from "../../src/modules/order-line"
import type OrderLineModuleService from "../../src/modules/order-line/service"
import { bearer, register } from "../helpers/accounts"
import { setLineStatus } from "../helpers/orders"
import { order, productBySlug, registerWithRole } from "../helpers/shop"
import { seedTestCatalogue } from "../fixtures/catalogue"

jest.setTimeout(180_000)

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

    it("mirrors a delivered line into Medusa's fulfilment status and moves its stock once", async () => {
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

      expect((await setStatus(admin.token, placed._id, first._id, "Processing")).status).toBe(200)
      expect((await setStatus(admin.token, placed._id, first._id, "Shipped")).status).toBe(200)
      expect(await medusaOrder(placed._id)).toEqual({ status: "not_fulfilled", fulfilments: [] })
      expect(await levelOf(first._id)).toEqual({ stocked: 40, reserved: 2 })

      expect((await setStatus(admin.token, placed._id, first._id, "Delivered")).status).toBe(200)
      const afterFirst = await medusaOrder(placed._id)
      expect(afterFirst.status).toBe("partially_delivered")
      expect(afterFirst.fulfilments).toHaveLength(1)
      expect(afterFirst.fulfilments[0]).toMatchObject({
        shipped_at: expect.anything(),
        delivered_at: expect.anything(),
        canceled_at: null,
        items: [expect.objectContaining({ line_item_id: first._id, quantity: 2 })],
      })
      // The reservation became the stock movement: both drop by the line's quantity, what is for sale does not.
      expect(await levelOf(first._id)).toEqual({ stocked: 38, reserved: 0 })
      expect((await productBySlug(api, "test-product-4")).quantity).toBe(38)
      expect(await lineStatus(buyer.token, placed._id, first._id)).toBe("Delivered")
      const [record] = await getContainer().resolve<OrderLineModuleService>(ORDER_LINE_MODULE).listOrderLines({ line_item_id: first._id })
      expect(record).toMatchObject({ status: "Delivered", stock_released: true })

      expect((await setStatus(admin.token, placed._id, second._id, "Delivered")).status).toBe(200)
      const afterBoth = await medusaOrder(placed._id)
      expect(afterBoth.status).toBe("delivered")
      expect(afterBoth.fulfilments).toHaveLength(2)
      expect(await levelOf(second._id)).toEqual({ stocked: 149, reserved: 0 })

      // An admin's correction back and forward again fulfils nothing twice and moves no stock again.
      expect((await setStatus(admin.token, placed._id, first._id, "Processing")).status).toBe(200)
      expect((await setStatus(admin.token, placed._id, first._id, "Delivered")).status).toBe(200)
      expect((await medusaOrder(placed._id)).fulfilments).toHaveLength(2)
      expect(await levelOf(first._id)).toEqual({ stocked: 38, reserved: 0 })
      expect(await lineStatus(buyer.token, placed._id, first._id)).toBe("Delivered")
    })

    it("leaves the line where it was when Medusa refuses the fulfilment, and delivers once it can", async () => {
      const buyer = await register(api)
      const admin = await registerWithRole(api, getContainer(), "ROLE_ADMIN")
      const placed = await order(api, buyer.token, [{ slug: "test-product-14", quantity: 1 }])
      const line = placed.products[0]
      expect((await setStatus(admin.token, placed._id, line._id, "Shipped")).status).toBe(200)

      // Without its reservation Medusa refuses to fulfil a line of a stock-managed product.
      const inventory = getContainer().resolve(Modules.INVENTORY)
      await inventory.deleteReservationItemsByLineItem([line._id])
      const refused = await setStatus(admin.token, placed._id, line._id, "Delivered")
      expect(refused.status).toBe(400)
      expect(await lineStatus(buyer.token, placed._id, line._id)).toBe("Shipped")
      expect(await medusaOrder(placed._id)).toEqual({ status: "not_fulfilled", fulfilments: [] })
      const lines = getContainer().resolve<OrderLineModuleService>(ORDER_LINE_MODULE)
      expect(await lines.listOrderLines({ line_item_id: line._id })).toEqual([
        expect.objectContaining({ status: "Shipped", stock_released: false }),
      ])
      expect((await lines.listOrderLineChanges({ line_item_id: line._id })).map((c) => c.to_status)).toEqual(["Shipped"])
      expect(await levelOf(line._id)).toEqual({ stocked: 140, reserved: 0 })

      await inventory.restoreReservationItemsByLineItem([line._id])
      expect((await setStatus(admin.token, placed._id, line._id, "Delivered")).status).toBe(200)
      expect((await medusaOrder(placed._id)).status).toBe("delivered")
      expect(await levelOf(line._id)).toEqual({ stocked: 139, reserved: 0 })
    })
  },
})
