import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { Modules } from "@medusajs/framework/utils"
import { bearer } from "../helpers/accounts"
import { registerWithRole } from "../helpers/shop"
import { seedTestCatalogue } from "../fixtures/catalogue"

jest.setTimeout(180_000)

/** Listings stay cached for a minute here, so only the catalogue-cache subscriber can refresh them. */
medusaIntegrationTestRunner({
  env: { CATALOG_CACHE_MS: "60000" },
  testSuite: ({ api, getContainer }) => {
    beforeAll(async () => {
      await seedTestCatalogue(getContainer())
    })

    const names = async (query: string) =>
      ((await api.get(`/api/product/list?${query}`)).data.products as { name: string }[]).map((p) => p.name).sort()

    it("serves a cached listing until a catalogue change through the API clears it", async () => {
      const admin = await registerWithRole(api, getContainer(), "ROLE_ADMIN")
      expect(await names("brand=chui")).toEqual(["Test product 24", "Test product 25"])

      // A change that bypasses the shop's workflows is not seen while the listing is cached.
      const products = getContainer().resolve(Modules.PRODUCT)
      const [product24] = await products.listProducts({ handle: "test-product-24" })
      await products.updateProducts(product24.id, { title: "Renamed quietly" })
      expect(await names("brand=chui")).toEqual(["Test product 24", "Test product 25"])

      const [product25] = await products.listProducts({ handle: "test-product-25" })
      const disabled = await api.put(`/api/product/${product25.id}/active`, { product: { isActive: false } }, bearer(admin.token))
      expect(disabled.status).toBe(200)
      expect(await names("brand=chui")).toEqual(["Renamed quietly"])
    })

    it("clears cached listings after brand and category changes", async () => {
      const admin = await registerWithRole(api, getContainer(), "ROLE_ADMIN")
      expect(await names("category=gifts")).toHaveLength(3)
      const category = (await api.get("/api/category", bearer(admin.token))).data.categories.find((c: { slug: string }) => c.slug === "gifts")
      await api.put(`/api/category/${category._id}/active`, { category: { isActive: false } }, bearer(admin.token))
      expect(await names("category=gifts")).toEqual([])

      expect(await names("brand=baobab")).toHaveLength(8)
      const brand = (await api.get("/api/brand", bearer(admin.token))).data.brands.find((b: { slug: string }) => b.slug === "baobab")
      await api.put(`/api/brand/${brand._id}/active`, { brand: { isActive: false } }, bearer(admin.token))
      expect(await names("brand=baobab")).toEqual([])
    })
  },
})
