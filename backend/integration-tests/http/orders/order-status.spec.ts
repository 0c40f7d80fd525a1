import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { BRAND_MODULE } from "../../../src/modules/brand"
import type BrandModuleService from "../../../src/modules/brand/service"
import { ACCOUNT_MODULE } from "../../../src/modules/account"
import type AccountModuleService from "../../../src/modules/account/service"
import { ORDER_LINE_MODULE } from "../../../src/modules/order-line"
import type OrderLineModuleService from "../../../src/modules/order-line/service"
import { bearer, register } from "../../helpers/accounts"
import { setLineStatus } from "../../helpers/orders"
import { order, productBySlug, registerWithRole } from "../../helpers/shop"
import { seedTestCatalogue } from "../../fixtures/catalogue"

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    beforeAll(async () => {
      await seedTestCatalogue(getContainer())
    })

    const setStatus = (token: string, orderId: string, itemId: string, status: string) =>
      setLineStatus(api, token, orderId, itemId, status)
    const stockOf = async (slug: string) => (await productBySlug(api, slug)).quantity

    it("lets the buyer cancel a line once, which puts its stock back once and recomputes the totals", async () => {
      const buyer = await register(api)
      const placed = await order(api, buyer.token, [
        { slug: "test-product-12", quantity: 3 },
        { slug: "test-product-3", quantity: 2 },
      ])
      expect(await stockOf("test-product-3")).toBe(28)
      const line = placed.products.find((p) => p.product.slug === "test-product-3")

      const shipped = await setStatus(buyer.token, placed._id, line._id, "Shipped")
      expect(shipped.status).toBe(403)

      const cancelled = await setStatus(buyer.token, placed._id, line._id, "Cancelled")
      expect(cancelled.status).toBe(200)
      expect(cancelled.data).toMatchObject({ success: true, orderCancelled: false })
      expect(await stockOf("test-product-3")).toBe(30)

      const twice = await setStatus(buyer.token, placed._id, line._id, "Cancelled")
      expect(twice.status).toBe(400)
      expect(twice.data).toEqual({ error: "This item is already cancelled." })
      expect(await stockOf("test-product-3")).toBe(30)

      const detail = (await api.get(`/api/order/${placed._id}`, bearer(buyer.token))).data.order
      // 3 × 1200 with 16% VAT inside: 3600 × 16/116 = 496.55 of it is VAT.
      expect(detail).toMatchObject({ total: 3103.45, totalTax: 496.55, totalWithTax: 3600, status: "Placed" })
    })

    it("cancels the whole order when its last line is cancelled", async () => {
      const buyer = await register(api)
      const placed = await order(api, buyer.token, [{ slug: "test-product-5", quantity: 1 }])
      const res = await setStatus(buyer.token, placed._id, placed.products[0]._id, "Cancelled")
      expect(res.data).toMatchObject({ success: true, orderCancelled: true })
      const detail = (await api.get(`/api/order/${placed._id}`, bearer(buyer.token))).data.order
      expect(detail).toMatchObject({ status: "Cancelled", total: 0, totalWithTax: 0 })
      expect(await stockOf("test-product-5")).toBe(50)
    })

    it("lets an admin set any status; a delivered line blocks cancelling it and the order", async () => {
      const buyer = await register(api)
      const admin = await registerWithRole(api, getContainer(), "ROLE_ADMIN")
      const placed = await order(api, buyer.token, [
        { slug: "test-product-6", quantity: 1 },
        { slug: "test-product-7", quantity: 1 },
      ])
      const [first, second] = placed.products

      expect((await setStatus(admin.token, placed._id, first._id, "Delivered")).status).toBe(200)
      const late = await setStatus(buyer.token, placed._id, first._id, "Cancelled")
      expect(late.status).toBe(400)
      expect(late.data).toEqual({ error: "A delivered item cannot be cancelled." })

      const cancelOrder = await api.delete(`/api/order/cancel/${placed._id}`, bearer(buyer.token))
      expect(cancelOrder.status).toBe(400)
      expect(cancelOrder.data).toEqual({ error: "An order with a delivered item cannot be cancelled." })

      expect((await setStatus(admin.token, placed._id, second._id, "Processing")).status).toBe(200)
      const all = await api.get("/api/order", bearer(admin.token))
      expect(all.data.orders.find((o) => o._id === placed._id).products.map((p) => p.status).sort()).toEqual([
        "Delivered",
        "Processing",
      ])
      const found = await api.get(`/api/order/search?search=${placed._id}`, bearer(admin.token))
      expect(found.data.orders.map((o) => o._id)).toEqual([placed._id])
    })

    it("cancels a whole order once, putting every line's stock back once", async () => {
      const buyer = await register(api)
      const placed = await order(api, buyer.token, [
        { slug: "test-product-8", quantity: 2 },
        { slug: "test-product-9", quantity: 1 },
      ])
      await setStatus(buyer.token, placed._id, placed.products.find((p) => p.product.slug === "test-product-9")._id, "Cancelled")
      expect(await stockOf("test-product-9")).toBe(90)

      const cancelled = await api.delete(`/api/order/cancel/${placed._id}`, bearer(buyer.token))
      expect(cancelled.status).toBe(200)
      expect(await stockOf("test-product-8")).toBe(80)
      expect(await stockOf("test-product-9")).toBe(90)

      const again = await api.delete(`/api/order/cancel/${placed._id}`, bearer(buyer.token))
      expect(again.status).toBe(400)
      expect(again.data).toEqual({ error: "This order is already cancelled." })
      expect(await stockOf("test-product-8")).toBe(80)
    })

    it("shows a merchant only the orders and lines of their brand, and lets them move lines forward only", async () => {
      const brands = getContainer().resolve<BrandModuleService>(BRAND_MODULE)
      const [acacia] = await brands.listBrands({ slug: "acacia" })
      await brands.updateBrands({ id: acacia.id, merchant_id: "mer_acacia" })
      const merchant = await registerWithRole(api, getContainer(), "ROLE_MERCHANT", "mer_acacia")
      const buyer = await register(api)

      const mixed = await order(api, buyer.token, [
        { slug: "test-product-10", quantity: 1 },
        { slug: "test-product-14", quantity: 1 },
      ])
      const otherBrand = await order(api, buyer.token, [{ slug: "test-product-15", quantity: 1 }])

      const list = await api.get("/api/order", bearer(merchant.token))
      expect(list.status).toBe(200)
      expect(list.data.orders.map((o) => o._id)).toEqual([mixed._id])
      expect(list.data.orders[0].products.map((p) => p.product.slug)).toEqual(["test-product-10"])
      expect(list.data.orders[0]).toMatchObject({ total: 862.07, totalTax: 137.93, totalWithTax: 1000 }) // its own line, VAT inside

      expect((await api.get(`/api/order/${otherBrand._id}`, bearer(merchant.token))).status).toBe(404)
      const ownLine = mixed.products.find((p) => p.product.slug === "test-product-10")
      const foreignLine = mixed.products.find((p) => p.product.slug === "test-product-14")
      expect((await setStatus(merchant.token, mixed._id, ownLine._id, "Processing")).status).toBe(200)
      expect((await setStatus(merchant.token, mixed._id, ownLine._id, "Cancelled")).status).toBe(403)
      expect((await setStatus(merchant.token, mixed._id, foreignLine._id, "Shipped")).status).toBe(404)
      expect((await api.delete(`/api/order/cancel/${mixed._id}`, bearer(merchant.token))).status).toBe(403)
    })

    it("lets a merchant move a line only one step forward, naming the next status; an admin corrects any, and every change is recorded", async () => {
      const brands = getContainer().resolve<BrandModuleService>(BRAND_MODULE)
      const [acacia] = await brands.listBrands({ slug: "acacia" })
      await brands.updateBrands({ id: acacia.id, merchant_id: "mer_acacia" })
      const merchant = await registerWithRole(api, getContainer(), "ROLE_MERCHANT", "mer_acacia")
      const admin = await registerWithRole(api, getContainer(), "ROLE_ADMIN")
      const buyer = await register(api)
      const placed = await order(api, buyer.token, [{ slug: "test-product-11", quantity: 1 }])
      const line = placed.products[0]
      const move = (token: string, status: string) => setStatus(token, placed._id, line._id, status)
      const lineStatus = async () => (await api.get(`/api/order/${placed._id}`, bearer(buyer.token))).data.order.products[0].status

      const skipped = await move(merchant.token, "Delivered")
      expect(skipped.status).toBe(400)
      expect(skipped.data).toEqual({ error: "This item can only move to Processing." })
      expect((await move(merchant.token, "Shipped")).data).toEqual({ error: "This item can only move to Processing." })
      expect(await lineStatus()).toBe("Not processed")

      expect((await move(merchant.token, "Processing")).status).toBe(200)
      expect((await move(merchant.token, "Shipped")).status).toBe(200)
      const backward = await move(merchant.token, "Processing")
      expect(backward.status).toBe(400)
      expect(backward.data).toEqual({ error: "This item can only move to Delivered." })
      expect((await move(merchant.token, "Delivered")).status).toBe(200)
      const afterDelivered = await move(merchant.token, "Processing")
      expect(afterDelivered.status).toBe(400)
      expect(afterDelivered.data).toEqual({ error: "This item is already Delivered." })
      expect(await lineStatus()).toBe("Delivered")

      const correction = await move(admin.token, "Processing")
      expect(correction.status).toBe(200)
      expect(await lineStatus()).toBe("Processing")
      expect((await move(admin.token, "Delivered")).status).toBe(200)
      expect(await lineStatus()).toBe("Delivered")

      const accounts = getContainer().resolve<AccountModuleService>(ACCOUNT_MODULE)
      const accountOf = async (person: { user: { id: string } }) => (await accounts.retrieveAccountByCustomer(person.user.id))!.id
      const [merchantAccount, adminAccount] = [await accountOf(merchant), await accountOf(admin)]
      const changes = await getContainer()
        .resolve<OrderLineModuleService>(ORDER_LINE_MODULE)
        .listOrderLineChanges({ line_item_id: line._id }, { order: { created_at: "ASC" } })
      expect(changes.map((c) => [c.from_status, c.to_status, c.account_id, c.role])).toEqual([
        ["Not processed", "Processing", merchantAccount, "ROLE_MERCHANT"],
        ["Processing", "Shipped", merchantAccount, "ROLE_MERCHANT"],
        ["Shipped", "Delivered", merchantAccount, "ROLE_MERCHANT"],
        ["Delivered", "Processing", adminAccount, "ROLE_ADMIN"],
        ["Processing", "Delivered", adminAccount, "ROLE_ADMIN"],
      ])
      expect(changes.every((c) => c.order_id === placed._id)).toBe(true)
    })
  },
})
