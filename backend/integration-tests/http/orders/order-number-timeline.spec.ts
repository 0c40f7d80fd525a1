import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { ORDER_LINE_MODULE } from "../../../src/modules/order-line"
import type OrderLineModuleService from "../../../src/modules/order-line/service"
import { bearer, readOutbox, register } from "../../helpers/accounts"
import { order, registerWithRole } from "../../helpers/shop"
import { seedTestCatalogue } from "../../fixtures/catalogue"

type Step = { status: string; reached: boolean; at: string | null }

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    beforeAll(async () => {
      await seedTestCatalogue(getContainer())
    })

    const search = async (token: string, term: string) =>
      (await api.get(`/api/order/search?search=${encodeURIComponent(term)}`, bearer(token))).data.orders.map((o: { _id: string }) => o._id)

    it("gives every order a short DK- number, shown with the order, found by search and named in its e-mails", async () => {
      const buyer = await register(api)
      const stranger = await register(api)
      const admin = await registerWithRole(api, getContainer(), "ROLE_ADMIN")
      const first = await order(api, buyer.token, [{ slug: "test-product-12", quantity: 1 }])
      const second = await order(api, buyer.token, [{ slug: "test-product-3", quantity: 1 }])

      expect(first.number).toMatch(/^DK-1\d{4,}$/)
      expect(Number(second.number.slice(3))).toBe(Number(first.number.slice(3)) + 1)
      const digits = first.number.slice(3)

      // Another shopper's number finds nothing, by either spelling.
      expect(await search(stranger.token, first.number)).toEqual([])
      expect(await search(stranger.token, digits)).toEqual([])

      expect(await search(buyer.token, first.number)).toEqual([first._id])
      expect(await search(buyer.token, digits)).toEqual([first._id])
      expect(await search(buyer.token, first.number.toLowerCase())).toEqual([first._id])
      expect(await search(buyer.token, first._id)).toEqual([first._id])
      expect(await search(admin.token, first.number)).toEqual([first._id])
      expect(await search(admin.token, "DK-1")).toEqual([])

      const detail = (await api.get(`/api/order/${first._id}`, bearer(buyer.token))).data.order
      expect(detail).toMatchObject({ _id: first._id, number: first.number })
      const mine = (await api.get("/api/order/me", bearer(buyer.token))).data.orders
      expect(mine.map((o: { number: string }) => o.number)).toEqual([second.number, first.number])

      const placedMail = await readOutbox(buyer.email, "order-placed")
      expect([first.number, second.number].some((n) => placedMail.subject.includes(n))).toBe(true)
      expect(await api.delete(`/api/order/cancel/${second._id}`, bearer(buyer.token))).toMatchObject({ status: 200 })
      const cancelledMail = await readOutbox(buyer.email, "order-cancelled")
      // E-mails name the order by its DK number only, never its internal id.
      expect(cancelledMail.subject).toBe(`Your order ${second.number} was cancelled`)
    })

    it("records when a line reached each step and shows the line's timeline with the order", async () => {
      const buyer = await register(api)
      const admin = await registerWithRole(api, getContainer(), "ROLE_ADMIN")
      const placed = await order(api, buyer.token, [{ slug: "test-product-6", quantity: 1 }])
      const line = placed.products[0]
      const move = (status: string) => api.put(`/api/order/status/item/${line._id}`, { orderId: placed._id, status }, bearer(admin.token))
      const timeline = async (): Promise<Step[]> =>
        (await api.get(`/api/order/${placed._id}`, bearer(buyer.token))).data.order.products[0].timeline

      expect(await timeline()).toEqual([
        { status: "Placed", reached: true, at: new Date(placed.created).toISOString() },
        { status: "Processing", reached: false, at: null },
        { status: "Shipped", reached: false, at: null },
        { status: "Delivered", reached: false, at: null },
      ])

      const before = Date.now()
      expect((await move("Processing")).status).toBe(200)
      expect((await move("Shipped")).status).toBe(200)
      const after = Date.now()

      const steps = await timeline()
      expect(steps.map((s) => [s.status, s.reached])).toEqual([
        ["Placed", true],
        ["Processing", true],
        ["Shipped", true],
        ["Delivered", false],
      ])
      const shippedAt = new Date(steps[2].at!).getTime()
      expect(shippedAt).toBeGreaterThanOrEqual(before - 1000)
      expect(shippedAt).toBeLessThanOrEqual(after + 1000)
      expect(steps[3].at).toBeNull()

      const [stored] = await getContainer()
        .resolve<OrderLineModuleService>(ORDER_LINE_MODULE)
        .listOrderLineChanges({ line_item_id: line._id, to_status: "Shipped" })
      expect(steps[2].at).toBe(new Date(stored.created_at).toISOString())

      // The staff list carries the same timeline.
      const listed = (await api.get("/api/order", bearer(admin.token))).data.orders.find((o: { _id: string }) => o._id === placed._id)
      expect(listed.products[0].timeline).toEqual(steps)

      // An admin's correction back to Processing un-reaches Shipped; delivering reaches every step.
      expect((await move("Processing")).status).toBe(200)
      expect((await timeline()).map((s) => s.reached)).toEqual([true, true, false, false])
      expect((await move("Delivered")).status).toBe(200)
      const delivered = await timeline()
      expect(delivered.every((s) => s.reached && s.at)).toBe(true)
    })
  },
})
