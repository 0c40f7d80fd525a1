import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { anyStatus, bearer, register } from "../../helpers/accounts"
import { registerWithRole } from "../../helpers/shop"
import { seedTestCatalogue } from "../../fixtures/catalogue"

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    beforeAll(async () => {
      await seedTestCatalogue(getContainer())
    })

    const brandId = async (slug: string) =>
      (await api.get("/api/brand/list")).data.brands.find((b) => b.slug === slug)?._id as string

    it("answers 401 to anonymous callers and 403 to members on every admin brand route", async () => {
      const member = await register(api)
      const id = await brandId("acacia")
      const routes: [string, string, unknown?][] = [
        ["get", "/api/brand"],
        ["get", "/api/brand/list/select"],
        ["get", `/api/brand/${id}`],
        ["post", "/api/brand/add", { name: "X", description: "Y" }],
        ["put", `/api/brand/${id}`, { brand: { name: "X" } }],
        ["put", `/api/brand/${id}/active`, { brand: { isActive: false } }],
        ["delete", `/api/brand/delete/${id}`],
      ]
      for (const [method, url, body] of routes) {
        const call = (options: object) => (body ? api[method](url, body, options) : api[method](url, options))
        expect([url, (await call(anyStatus)).status]).toEqual([url, 401])
        expect([url, (await call(bearer(member.token))).status]).toEqual([url, 403])
      }
      expect((await api.get("/api/brand/list")).status).toBe(200)
      expect((await api.put("/api/brand/list", { brand: { name: "X" } }, bearer(member.token))).status).toBe(403)
      expect((await api.get("/api/product/list?brand=acacia")).data.count).toBe(15)
    })

    it("adds a brand with a slug from its name, refuses clashes and bad input, and edits it", async () => {
      const admin = await registerWithRole(api, getContainer(), "ROLE_ADMIN")
      const added = await api.post("/api/brand/add", { name: "Tembo Tools", description: "Hardware for builders." }, bearer(admin.token))
      expect(added.status).toBe(200)
      expect(added.data.brand).toMatchObject({ name: "Tembo Tools", slug: "tembo-tools", isActive: true })

      const clash = await api.post("/api/brand/add", { name: "Tembo tools!", description: "Again." }, bearer(admin.token))
      expect(clash.status).toBe(400)
      expect(clash.data.error).toMatch(/already exists/)
      const long = await api.post("/api/brand/add", { name: "Long", description: "x".repeat(201) }, bearer(admin.token))
      expect(long.data).toEqual({ error: "Description may not be greater than 200 characters." })

      const id = added.data.brand._id
      const badSlug = await api.put(`/api/brand/${id}`, { brand: { slug: "no spaces" } }, bearer(admin.token))
      expect(badSlug.data).toEqual({ error: "Slug may have alpha-numeric characters, as well as dashes and underscores only." })
      const taken = await api.put(`/api/brand/${id}`, { brand: { slug: "acacia" } }, bearer(admin.token))
      expect(taken.status).toBe(400)
      const edited = await api.put(`/api/brand/${id}`, { brand: { name: "Tembo", slug: "tembo" } }, bearer(admin.token))
      expect(edited.data.success).toBe(true)
      expect((await api.get(`/api/brand/${id}`, bearer(admin.token))).data.brand).toMatchObject({ name: "Tembo", slug: "tembo" })
      expect((await api.get("/api/brand/nope", bearer(admin.token))).status).toBe(404)
    })

    it("disabling a brand disables all its products at once; enabling it does not re-enable them", async () => {
      const admin = await registerWithRole(api, getContainer(), "ROLE_ADMIN")
      const id = await brandId("baobab")
      const off = await api.put(`/api/brand/${id}/active`, { brand: { isActive: false } }, bearer(admin.token))
      expect(off.status).toBe(200)
      expect((await api.get("/api/product/list?brand=baobab")).data.count).toBe(0)
      expect((await api.get("/api/product/item/test-product-13", anyStatus)).status).toBe(404)

      await api.put(`/api/brand/${id}/active`, { brand: { isActive: true } }, bearer(admin.token))
      expect((await api.get("/api/brand/list")).data.brands.map((b) => b.slug)).toContain("baobab")
      expect((await api.get("/api/product/list?brand=baobab")).data.count).toBe(0)
    })

    it("deleting a brand leaves its products without a brand, never pointing at a missing one", async () => {
      const admin = await registerWithRole(api, getContainer(), "ROLE_ADMIN")
      const id = await brandId("chui")
      const res = await api.delete(`/api/brand/delete/${id}`, bearer(admin.token))
      expect(res.status).toBe(200)
      const product = (await api.get("/api/product/item/test-product-24", anyStatus)).data.product
      expect(product.brand).toBeNull()
      expect((await api.get(`/api/brand/${id}`, bearer(admin.token))).status).toBe(404)
    })

    it("shows a merchant only their own brand", async () => {
      const merchant = await registerWithRole(api, getContainer(), "ROLE_MERCHANT", "mer_1")
      expect((await api.get("/api/brand", bearer(merchant.token))).data.brands).toEqual([])
      const id = await brandId("acacia")
      expect((await api.get(`/api/brand/${id}`, bearer(merchant.token))).status).toBe(404)
    })
  },
})
