import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { ORDER_LINE_MODULE } from "../../../src/modules/order-line"
import type OrderLineModuleService from "../../../src/modules/order-line/service"
import { anyStatus, bearer, register } from "../../helpers/accounts"
import { addNairobiAddress } from "../../helpers/addresses"
import { merchantWithAccount } from "../../helpers/merchants"
import { setLineStatus } from "../../helpers/orders"
import { stockRuleBreaks } from "../../helpers/stock"
import { order } from "../../helpers/shop"
import { seedTestCatalogue } from "../../fixtures/catalogue"

/** The SKUs of test-product-2 and -3 (Acacia's lines in every order here). */
const SKUS = ["TST-002", "TST-003"]
const RIDER = { method: "rider", riderName: "Otieno Rider", riderPhone: "0722 000 111" }

/** The seller's view of her sales (issue items 12, 13): tabs with counts, search, bulk status changes with the rider or courier. */
medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    let acacia: Awaited<ReturnType<typeof merchantWithAccount>>
    let baobab: Awaited<ReturnType<typeof merchantWithAccount>>

    beforeAll(async () => {
      await seedTestCatalogue(getContainer())
      acacia = await merchantWithAccount(api, getContainer(), "acacia")
      baobab = await merchantWithAccount(api, getContainer(), "baobab")
    })

    /** A buyer (named, with a Nairobi address and phone 0712 345 678) orders two Acacia products and one Baobab product. */
    async function mixedOrder(firstName = "Nyokabi") {
      const buyer = await register(api, { firstName, lastName: "Wambui" })
      await addNairobiAddress(api, buyer.token)
      const placed = await order(api, buyer.token, [
        { slug: "test-product-2", quantity: 1 },
        { slug: "test-product-3", quantity: 2 },
        { slug: "test-product-14", quantity: 1 },
      ])
      const lineOf = (slug: string) => placed.products.find((p: any) => p.product.slug === slug)
      return { buyer, placed, pot: lineOf("test-product-2"), pan: lineOf("test-product-3"), gadget: lineOf("test-product-14") }
    }

    const bulk = (token: string, orderId: string, body: Record<string, unknown>) => api.put(`/api/order/${orderId}/lines/status`, body, bearer(token))
    const statuses = async (token: string, orderId: string) =>
      Object.fromEntries((await api.get(`/api/order/${orderId}`, bearer(token))).data.order.products.map((p: any) => [p.product.slug, p.status]))

    it("ships two of her lines in one step with a rider: both Shipped, the rider stored on each line", async () => {
      const { placed, pot, pan } = await mixedOrder()
      const processing = await bulk(acacia.token, placed._id, { lineItemIds: [pot._id, pan._id], status: "Processing" })
      expect(processing.status).toBe(200)
      expect(processing.data).toMatchObject({ success: true, message: "2 items marked Processing.", count: 2 })

      const shipped = await bulk(acacia.token, placed._id, { lineItemIds: [pot._id, pan._id], status: "Shipped", shipping: RIDER })
      expect(shipped.status).toBe(200)
      const seen = (await api.get(`/api/order/${placed._id}`, bearer(acacia.token))).data.order
      expect(seen.products.map((p: any) => p.status)).toEqual(["Shipped", "Shipped"])
      for (const line of seen.products) {
        expect(line.shipping).toEqual({ method: "rider", riderName: "Otieno Rider", riderPhone: "+254722000111", courier: null, waybill: null })
      }
      const records = await getContainer().resolve<OrderLineModuleService>(ORDER_LINE_MODULE).listOrderLines({ line_item_id: [pot._id, pan._id] })
      expect(records.map((r) => [r.status, r.shipped_by, r.rider_phone])).toEqual([
        ["Shipped", "rider", "+254722000111"],
        ["Shipped", "rider", "+254722000111"],
      ])
      const changes = await getContainer()
        .resolve<OrderLineModuleService>(ORDER_LINE_MODULE)
        .listOrderLineChanges({ line_item_id: [pot._id, pan._id], to_status: "Shipped" })
      expect(changes).toHaveLength(2)
      // Medusa's fulfilments follow: each shipped line holds its own shipped fulfilment.
      const { data } = await getContainer().resolve("query").graph({ entity: "order", fields: ["fulfillments.shipped_at", "fulfillments.canceled_at"], filters: { id: placed._id } })
      expect((data[0].fulfillments ?? []).filter((f: any) => f.shipped_at && !f.canceled_at)).toHaveLength(2)
    })

    it("a failure after the lines moved rolls every line back: status, rider, fulfilments, records; the order is not left locked", async () => {
      const { placed, pot, pan } = await mixedOrder()
      expect((await bulk(acacia.token, placed._id, { lineItemIds: [pot._id, pan._id], status: "Processing" })).status).toBe(200)
      process.env.SHOP_AUDIT_FAIL_AFTER = "order-lines.status"
      try {
        const failed = await bulk(acacia.token, placed._id, { lineItemIds: [pot._id, pan._id], status: "Shipped", shipping: RIDER })
        expect(failed.status).toBe(500)
      } finally {
        delete process.env.SHOP_AUDIT_FAIL_AFTER
      }
      const service = getContainer().resolve<OrderLineModuleService>(ORDER_LINE_MODULE)
      const records = await service.listOrderLines({ line_item_id: [pot._id, pan._id] })
      expect(records.map((r) => [r.status, r.shipped_by, r.rider_phone])).toEqual([
        ["Processing", null, null],
        ["Processing", null, null],
      ])
      expect(await service.listOrderLineChanges({ line_item_id: [pot._id, pan._id], to_status: "Shipped" })).toEqual([])
      const { data } = await getContainer().resolve("query").graph({ entity: "order", fields: ["fulfillments.id", "fulfillments.canceled_at"], filters: { id: placed._id } })
      expect((data[0].fulfillments ?? []).filter((f: any) => !f.canceled_at)).toEqual([])
      expect(await stockRuleBreaks(getContainer(), SKUS)).toEqual([])
      // Nothing holds the order's lock: the same change goes through at once.
      expect((await bulk(acacia.token, placed._id, { lineItemIds: [pot._id, pan._id], status: "Shipped", shipping: RIDER })).status).toBe(200)
      expect(await stockRuleBreaks(getContainer(), SKUS)).toEqual([])
    })

    it("a courier needs its name and the waybill; the waybill is stored", async () => {
      const { placed, pot } = await mixedOrder()
      await bulk(acacia.token, placed._id, { lineItemIds: [pot._id], status: "Processing" })
      const missing = await bulk(acacia.token, placed._id, { lineItemIds: [pot._id], status: "Shipped", shipping: { method: "courier", courier: "G4S" } })
      expect(missing.status).toBe(400)
      expect(missing.data.error).toBe("The waybill number is required.")
      const ok = await bulk(acacia.token, placed._id, { lineItemIds: [pot._id], status: "Shipped", shipping: { method: "courier", courier: "G4S", waybill: "WB-77881" } })
      expect(ok.status).toBe(200)
      const line = (await api.get(`/api/order/${placed._id}`, bearer(acacia.token))).data.order.products.find((p: any) => p._id === pot._id)
      expect(line.shipping).toEqual({ method: "courier", riderName: null, riderPhone: null, courier: "G4S", waybill: "WB-77881" })
    })

    it("refuses another seller's line (404) and changes nothing, not even her own line sent with it", async () => {
      const { buyer, placed, pot, gadget } = await mixedOrder()
      const refused = await bulk(acacia.token, placed._id, { lineItemIds: [pot._id, gadget._id], status: "Processing" })
      expect(refused.status).toBe(404)
      expect(await statuses(buyer.token, placed._id)).toEqual({ "test-product-2": "Not processed", "test-product-3": "Not processed", "test-product-14": "Not processed" })
      // A shopper may not use it at all; a stranger merchant sees no such order.
      expect((await api.put(`/api/order/${placed._id}/lines/status`, { lineItemIds: [pot._id], status: "Processing" }, anyStatus)).status).toBe(401)
      expect((await bulk(buyer.token, placed._id, { lineItemIds: [pot._id], status: "Processing" })).status).toBe(403)
      expect((await bulk(baobab.token, placed._id, { lineItemIds: [pot._id], status: "Processing" })).status).toBe(404)
    })

    it("refuses a move the rules forbid (400 naming the line) and leaves every line as it was", async () => {
      const { buyer, placed, pot, pan } = await mixedOrder()
      expect((await setLineStatus(api, acacia.token, placed._id, pot._id, "Processing")).status).toBe(200)
      // The pan is still Not processed: a seller may not skip Processing.
      const skipped = await bulk(acacia.token, placed._id, { lineItemIds: [pot._id, pan._id], status: "Shipped", shipping: RIDER })
      expect(skipped.status).toBe(400)
      expect(skipped.data.error).toBe("Test product 3: This item can only move to Processing.")
      expect(await statuses(buyer.token, placed._id)).toMatchObject({ "test-product-2": "Processing", "test-product-3": "Not processed" })
      const records = await getContainer().resolve<OrderLineModuleService>(ORDER_LINE_MODULE).listOrderLines({ line_item_id: [pot._id, pan._id] })
      expect(records.every((r) => r.shipped_by === null)).toBe(true)
    })

    it("answers bad input with a clear 400", async () => {
      const { placed, pot } = await mixedOrder()
      const cases: [Record<string, unknown>, string][] = [
        [{ lineItemIds: [], status: "Processing" }, "Select at least one item."],
        [{ lineItemIds: [pot._id], status: "Delivered" }, "status must be one of: Processing, Shipped."],
        [{ lineItemIds: [pot._id], status: "Shipped" }, "Say who delivers: a rider (name and phone) or a courier (courier and waybill)."],
        [{ lineItemIds: [pot._id], status: "Shipped", shipping: { ...RIDER, riderPhone: "12345" } }, "Please enter a valid Kenyan phone number, e.g. 0712 345 678 or +254 712 345 678."],
        [{ lineItemIds: [pot._id], status: "Shipped", shipping: { method: "boda" } }, "shipping.method must be rider or courier."],
        [{ lineItemIds: "all", status: "Processing" }, "lineItemIds must be a list of line ids."],
      ]
      for (const [body, error] of cases) {
        const res = await bulk(acacia.token, placed._id, body)
        expect([res.status, res.data.error]).toEqual([400, error])
      }
    })

    it("lists her sales by tab with counts, and finds them by DK number, buyer's name or phone", async () => {
      const first = await mixedOrder("Chebet")
      const second = await mixedOrder("Kipchoge")
      await bulk(acacia.token, second.placed._id, { lineItemIds: [second.pot._id], status: "Processing" })

      const byNumber = (await api.get(`/api/order?search=${encodeURIComponent(first.placed.number)}`, bearer(acacia.token))).data
      expect(byNumber.orders.map((o: any) => o._id)).toEqual([first.placed._id])
      expect(byNumber.counts).toEqual({ "Not processed": 1, Processing: 0, Shipped: 0, Delivered: 0, Cancelled: 0 })

      const byName = (await api.get("/api/order?search=kipchoge", bearer(acacia.token))).data
      expect(byName.orders.map((o: any) => o._id)).toEqual([second.placed._id])
      // The second order has one line Processing, one Not processed: it counts in both tabs.
      expect(byName.counts).toEqual({ "Not processed": 1, Processing: 1, Shipped: 0, Delivered: 0, Cancelled: 0 })
      const readyToShip = (await api.get("/api/order?search=kipchoge&status=Processing", bearer(acacia.token))).data
      expect(readyToShip.orders.map((o: any) => o._id)).toEqual([second.placed._id])
      expect(readyToShip.orders[0].products).toHaveLength(2)
      expect((await api.get("/api/order?search=chebet&status=Processing", bearer(acacia.token))).data.orders).toEqual([])

      // The phone the buyers gave (0712 345 678), written another way, finds both.
      const byPhone = (await api.get(`/api/order?search=${encodeURIComponent("+254 712 345 678")}&limit=100`, bearer(acacia.token))).data.orders.map((o: any) => o._id)
      expect(byPhone).toEqual(expect.arrayContaining([first.placed._id, second.placed._id]))
      expect((await api.get("/api/order?search=nobody-called-this", bearer(acacia.token))).data).toMatchObject({ orders: [], count: 0 })

      // Another seller's counts cover only her lines.
      const theirs = (await api.get("/api/order?search=kipchoge", bearer(baobab.token))).data
      expect(theirs.counts).toEqual({ "Not processed": 1, Processing: 0, Shipped: 0, Delivered: 0, Cancelled: 0 })
    })
  },
})
