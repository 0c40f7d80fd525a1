import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { PRODUCT_NOT_DELETED } from "../../../src/workflows/catalogue/steps/delete-product"
import { ORDER_LINE_MODULE } from "../../../src/modules/order-line"
import type OrderLineModuleService from "../../../src/modules/order-line/service"
import { anyStatus, bearer, register } from "../../helpers/accounts"
import { merchantWithAccount } from "../../helpers/merchants"
import { setLineStatus } from "../../helpers/orders"
import { order, productBySlug, registerWithRole } from "../../helpers/shop"
import { stockRuleBreaks } from "../../helpers/stock"
import { seedTestCatalogue } from "../../fixtures/catalogue"

type Line = { _id: string; name: string; status: string; product: { slug: string } | null }

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    beforeAll(async () => {
      await seedTestCatalogue(getContainer())
    })

    const knex = () => getContainer().resolve(ContainerRegistrationKeys.PG_CONNECTION)
    const reservationsOf = async (lineItemId: string) =>
      Number((await knex().raw(`SELECT coalesce(sum(quantity), 0) AS q FROM reservation_item WHERE line_item_id = ? AND deleted_at IS NULL`, [lineItemId])).rows[0].q)
    const levelOf = async (sku: string) => {
      const { rows } = await knex().raw(
        `SELECT il.stocked_quantity, il.reserved_quantity FROM inventory_level il JOIN inventory_item ii ON ii.id = il.inventory_item_id
         WHERE ii.sku = ? AND ii.deleted_at IS NULL AND il.deleted_at IS NULL`,
        [sku]
      )
      return rows[0] ? { stocked: Number(rows[0].stocked_quantity), reserved: Number(rows[0].reserved_quantity) } : null
    }
    const lineOf = async (token: string, orderId: string, lineItemId: string): Promise<Line> =>
      (await api.get(`/api/order/${orderId}`, bearer(token))).data.order.products.find((p: Line) => p._id === lineItemId)
    const records = () => getContainer().resolve<OrderLineModuleService>(ORDER_LINE_MODULE)

    it("deletes a product that orders hold: Medusa's refusal in the shop's words, then gone with its lines 'Not Available'", async () => {
      const buyer = await register(api)
      const admin = await registerWithRole(api, getContainer(), "ROLE_ADMIN")
      const product = await productBySlug(api, "test-product-5")
      const open = await order(api, buyer.token, [
        { slug: "test-product-5", quantity: 2 },
        { slug: "test-product-3", quantity: 1 },
      ])
      const openLine = open.products.find((p: Line) => p.product?.slug === "test-product-5")
      const keptLine = open.products.find((p: Line) => p.product?.slug === "test-product-3")
      const shipped = await order(api, buyer.token, [{ slug: "test-product-5", quantity: 1 }])
      const shippedLine = shipped.products[0]
      expect((await setLineStatus(api, admin.token, shipped._id, shippedLine._id, "Shipped")).status).toBe(200)
      expect(await levelOf("TST-005")).toEqual({ stocked: 49, reserved: 2 })

      // A reservation Medusa Admin made by hand (no order line) makes Medusa refuse the deletion:
      // the answer is the shop's sentence, with none of Medusa's words or ids, and nothing changed.
      const inventory = getContainer().resolve(Modules.INVENTORY)
      const [item] = await inventory.listInventoryItems({ sku: "TST-005" })
      const [level] = await inventory.listInventoryLevels({ inventory_item_id: item.id })
      const [manual] = await inventory.createReservationItems([{ inventory_item_id: item.id, location_id: level.location_id, quantity: 1 }])
      const refused = await api.delete(`/api/product/delete/${product._id}`, bearer(admin.token))
      expect(refused.status).toBe(400)
      expect(refused.data).toEqual({ error: PRODUCT_NOT_DELETED })
      expect(JSON.stringify(refused.data)).not.toMatch(/iitem_|reservation|Cannot remove/i)
      expect((await api.get("/api/product/item/test-product-5", anyStatus)).status).toBe(200)
      expect(await reservationsOf(openLine._id)).toBe(2)
      expect(await levelOf("TST-005")).toEqual({ stocked: 49, reserved: 3 })
      expect(await records().listOrderLines({ line_item_id: openLine._id })).toEqual([expect.objectContaining({ stock_released: false })])
      await inventory.deleteReservationItems([manual.id])

      // The admin deletes it: it leaves the catalogue at once.
      const deleted = await api.delete(`/api/product/delete/${product._id}`, bearer(admin.token))
      expect(deleted.status).toBe(200)
      expect(deleted.data).toEqual({ success: true, message: "Product has been deleted successfully!" })
      expect((await api.get("/api/product/item/test-product-5", anyStatus)).status).toBe(404)
      expect((await api.get(`/api/product/${product._id}`, bearer(admin.token))).status).toBe(404)
      const listed = (await api.get("/api/product/list?name=Test%20product%205&limit=100")).data.products
      expect(listed.map((p: { slug: string }) => p.slug)).not.toContain("test-product-5")
      const found = (await api.get("/api/product/list/search/Test%20product%205")).data.products
      expect(found.map((p: { slug: string }) => p.slug)).not.toContain("test-product-5")
      const [stored] = await getContainer().resolve(Modules.PRODUCT).listProducts({ id: product._id }, { withDeleted: true })
      expect(stored.deleted_at).not.toBeNull() // a soft delete: the row stays for the orders' history

      // Its orders keep the lines, without a product (the storefront writes 'Not Available').
      expect(await lineOf(buyer.token, open._id, openLine._id)).toMatchObject({ product: null, name: "Test product 5", status: "Not processed" })
      expect(await lineOf(buyer.token, open._id, keptLine._id)).toMatchObject({ product: expect.objectContaining({ slug: "test-product-3" }) })
      expect(await lineOf(admin.token, shipped._id, shippedLine._id)).toMatchObject({ product: null, status: "Shipped" })
      const mine = (await api.get("/api/order/me", bearer(buyer.token))).data.orders
      expect(mine.map((o: { _id: string }) => o._id)).toEqual(expect.arrayContaining([open._id, shipped._id]))

      // The open line gave its reservation up with the stock (settled), the other products' stock is untouched.
      expect(await reservationsOf(openLine._id)).toBe(0)
      expect(await levelOf("TST-005")).toBeNull()
      expect(await records().listOrderLines({ line_item_id: openLine._id })).toEqual([expect.objectContaining({ stock_released: true })])
      expect(await levelOf("TST-003")).toEqual({ stocked: 30, reserved: 1 })
      expect(await stockRuleBreaks(getContainer(), ["TST-003"])).toEqual([])

      // The lines still move: the buyer cancels one, the admin delivers, corrects and ships the other; no stock moves.
      const cancel = await setLineStatus(api, buyer.token, open._id, openLine._id, "Cancelled")
      expect(cancel.status).toBe(200)
      expect(cancel.data.orderCancelled).toBe(false)
      for (const status of ["Delivered", "Processing", "Shipped", "Delivered"]) {
        const moved = await setLineStatus(api, admin.token, shipped._id, shippedLine._id, status)
        expect([status, moved.status, moved.data]).toEqual([status, 200, expect.objectContaining({ success: true })])
      }
      expect(await lineOf(buyer.token, shipped._id, shippedLine._id)).toMatchObject({ product: null, status: "Delivered" })
      expect(await levelOf("TST-003")).toEqual({ stocked: 30, reserved: 1 })
      expect(await stockRuleBreaks(getContainer(), ["TST-003"])).toEqual([])
    })

    it("lets the brand's merchant delete its product with an open order line and keep serving that line", async () => {
      const merchant = await merchantWithAccount(api, getContainer(), "acacia")
      const buyer = await register(api)
      const product = await productBySlug(api, "test-product-7")
      const placed = await order(api, buyer.token, [{ slug: "test-product-7", quantity: 3 }])
      const line = placed.products[0]
      expect(await reservationsOf(line._id)).toBe(3)

      const deleted = await api.delete(`/api/product/delete/${product._id}`, bearer(merchant.token))
      expect(deleted.status).toBe(200)
      expect((await api.get("/api/product/item/test-product-7", anyStatus)).status).toBe(404)
      expect(await reservationsOf(line._id)).toBe(0)

      // The merchant still sees the line (its brand is kept on the line) and ships it.
      expect(await lineOf(merchant.token, placed._id, line._id)).toMatchObject({ product: null, name: "Test product 7", status: "Not processed" })
      expect((await setLineStatus(api, merchant.token, placed._id, line._id, "Processing")).status).toBe(200)
      expect((await setLineStatus(api, merchant.token, placed._id, line._id, "Shipped")).status).toBe(200)
      expect(await lineOf(buyer.token, placed._id, line._id)).toMatchObject({ product: null, status: "Shipped" })
    })
  },
})
