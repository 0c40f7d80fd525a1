import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { Knex } from "knex"
import { bearer, register } from "../../helpers/accounts"
import { setLineStatus } from "../../helpers/orders"
import { order, productBySlug, registerWithRole } from "../../helpers/shop"
import { seedTestCatalogue } from "../../fixtures/catalogue"

type Named = { name: string; link: string | null }
type Entry = { entity: string; entityId: string; action: string; target: Named | null; names: Record<string, Named> }

/** Issue item 21: the Activity list names what each entry is about (title, DK number, brand) with its page. */
medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    let admin: { token: string }
    const knex = () => getContainer().resolve<Knex>(ContainerRegistrationKeys.PG_CONNECTION)

    beforeAll(async () => {
      await seedTestCatalogue(getContainer())
      admin = await registerWithRole(api, getContainer(), "ROLE_ADMIN")
    })

    it("entries of a review, an order, an order line and a brand carry their names and links, in one page", async () => {
      const author = await register(api)
      const pot = await productBySlug(api, "test-product-7")
      const review = { product: pot._id, title: "Named pot", review: "Cooks well.", rating: 4, isRecommended: 1 }
      expect((await api.post("/api/review/add", review, bearer(author.token))).status).toBe(200)
      const reviewId = (await knex()("review").where({ title: "Named pot" }).first("id")).id
      expect((await api.put(`/api/review/approve/${reviewId}`, {}, bearer(admin.token))).status).toBe(200)

      const buyer = await register(api)
      const placed = await order(api, buyer.token, [{ slug: "test-product-2", quantity: 1 }])
      const line = placed.products[0]
      expect((await setLineStatus(api, admin.token, placed._id, line._id, "Processing")).status).toBe(200)
      expect((await api.delete(`/api/order/cancel/${placed._id}`, bearer(admin.token))).status).toBe(200)

      // A product moved to another brand: its entry names both brands.
      const brands = (await api.get("/api/brand/list")).data.brands as { _id: string; name: string; slug: string }[]
      const other = brands.find((b) => b.slug !== "acacia")!
      const jug = await productBySlug(api, "test-product-2")
      expect((await api.put(`/api/product/${jug._id}`, { product: { brand: other._id } }, bearer(admin.token))).status).toBe(200)

      const brand = (await api.get("/api/brand/list")).data.brands.find((b: { slug: string }) => b.slug === "acacia")
      expect((await api.put(`/api/brand/${brand._id}/active`, { brand: { isActive: false } }, bearer(admin.token))).status).toBe(200)
      expect((await api.put(`/api/brand/${brand._id}/active`, { brand: { isActive: true } }, bearer(admin.token))).status).toBe(200)

      const { data } = await api.get("/api/audit?limit=20", bearer(admin.token))
      const of = (entity: string, id: string) => (data.entries as Entry[]).find((entry) => entry.entity === entity && entry.entityId === id)
      const productTitle = (await knex()("product").where({ id: pot._id }).first("title", "handle"))
      expect(of("review", reviewId)?.target).toEqual({ name: `“Named pot” on ${productTitle.title}`, link: `/product/${productTitle.handle}` })
      expect(placed.number).toMatch(/^DK-\d+$/)
      expect(of("order", placed._id)?.target).toEqual({ name: placed.number, link: `/order/${placed._id}` })
      const lineTitle = (await knex()("order_line_item").where({ id: line._id }).first("title")).title
      expect(of("order-line", line._id)?.target).toEqual({ name: `${lineTitle}, ${placed.number}`, link: `/order/${placed._id}` })
      expect(of("brand", brand._id)?.target).toEqual({ name: brand.name, link: "/shop/brand/acacia" })
      // The ids in the changes are named too: the cancelled order's line, the product's old and new brand.
      expect(of("order", placed._id)?.names[line._id]).toEqual({ name: `${lineTitle}, ${placed.number}`, link: `/order/${placed._id}` })
      const moved = (data.entries as Entry[]).find((entry) => entry.entity === "product" && entry.entityId === jug._id)!
      expect(moved.names).toEqual({
        [brand._id]: { name: brand.name, link: "/shop/brand/acacia" },
        [other._id]: { name: other.name, link: `/shop/brand/${other.slug}` },
      })
    })
  },
})
