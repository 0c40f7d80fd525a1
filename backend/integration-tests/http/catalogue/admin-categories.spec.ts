import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { anyStatus, bearer, register } from "../../helpers/accounts"
import { productBySlug, registerWithRole } from "../../helpers/shop"
import { seedTestCatalogue } from "../../fixtures/catalogue"

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    beforeAll(async () => {
      await seedTestCatalogue(getContainer())
    })

    const categoryId = async (slug: string) =>
      (await api.get("/api/category/list")).data.categories.find((c) => c.slug === slug)?._id as string

    it("answers 401 to anonymous callers and 403 to members", async () => {
      const member = await register(api)
      const id = await categoryId("kitchen")
      for (const [method, url, body] of [
        ["get", "/api/category"],
        ["get", `/api/category/${id}`],
        ["post", "/api/category/add", { name: "X", description: "Y", products: ["p"] }],
        ["put", `/api/category/${id}`, { category: { name: "X" } }],
        ["put", `/api/category/${id}/active`, { category: { isActive: false } }],
        ["delete", `/api/category/delete/${id}`],
      ] as [string, string, unknown?][]) {
        const call = (options: object) => (body ? api[method](url, body, options) : api[method](url, options))
        expect([url, (await call(anyStatus)).status]).toEqual([url, 401])
        expect([url, (await call(bearer(member.token))).status]).toEqual([url, 403])
      }
      expect((await api.get("/api/category/list")).status).toBe(200)
      expect((await api.put("/api/category/list", { category: { name: "X" } }, anyStatus)).status).toBe(401)
    })

    it("adds a category with products that then lists them, and edits its name, slug and products", async () => {
      const admin = await registerWithRole(api, getContainer(), "ROLE_ADMIN")
      const [one, two] = await Promise.all([productBySlug(api, "test-product-1"), productBySlug(api, "test-product-2")])

      const missing = await api.post("/api/category/add", { name: "Deals", description: "Offers.", products: [] }, bearer(admin.token))
      expect(missing.data).toEqual({ error: "Products are required." })
      const unknown = await api.post("/api/category/add", { name: "Deals", description: "Offers.", products: ["prod_nope"] }, bearer(admin.token))
      expect(unknown.status).toBe(400)

      const added = await api.post("/api/category/add", { name: "Hot Deals", description: "Offers.", products: [one._id] }, bearer(admin.token))
      expect(added.status).toBe(200)
      expect(added.data.category).toMatchObject({ name: "Hot Deals", slug: "hot-deals", products: [one._id], isActive: true })
      expect((await api.get("/api/product/list?category=hot-deals")).data.products.map((p) => p.slug)).toEqual(["test-product-1"])

      const id = added.data.category._id
      const clash = await api.put(`/api/category/${id}`, { category: { slug: "kitchen" } }, bearer(admin.token))
      expect(clash.status).toBe(400)
      const edited = await api.put(`/api/category/${id}`, { category: { slug: "deals", products: [two._id] } }, bearer(admin.token))
      expect(edited.status).toBe(200)
      expect((await api.get(`/api/category/${id}`, bearer(admin.token))).data.category).toMatchObject({ slug: "deals", products: [two._id] })
      expect((await api.get("/api/product/list?category=deals")).data.products.map((p) => p.slug)).toEqual(["test-product-2"])
    })

    it("disabling a category disables its products; deleting one keeps its products", async () => {
      const admin = await registerWithRole(api, getContainer(), "ROLE_ADMIN")
      const gifts = await categoryId("gifts")
      const off = await api.put(`/api/category/${gifts}/active`, { category: { isActive: false } }, bearer(admin.token))
      expect(off.status).toBe(200)
      expect((await api.get("/api/category/list")).data.categories.map((c) => c.slug)).not.toContain("gifts")
      expect((await api.get("/api/product/item/test-product-21", anyStatus)).status).toBe(404)

      const gadgets = await categoryId("gadgets")
      expect((await api.delete(`/api/category/delete/${gadgets}`, bearer(admin.token))).status).toBe(200)
      const lantern = (await api.get("/api/product/item/test-product-13", anyStatus)).data.product
      expect(lantern.category).toBeNull()
      expect((await api.get(`/api/category/${gadgets}`, bearer(admin.token))).status).toBe(404)
    })
  },
})
