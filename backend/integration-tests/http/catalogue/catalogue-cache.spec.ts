import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { Modules } from "@medusajs/framework/utils"
import { BRAND_MODULE } from "../../../src/modules/brand"
import type BrandModuleService from "../../../src/modules/brand/service"
import { REVIEW_MODULE } from "../../../src/modules/review"
import type ReviewModuleService from "../../../src/modules/review/service"
import { anyStatus, bearer, register } from "../../helpers/accounts"
import { order, productBySlug, registerWithRole } from "../../helpers/shop"
import { seedTestCatalogue } from "../../fixtures/catalogue"

/** Catalogue reads stay cached for a minute here, so only the catalogue-cache subscriber can refresh them. */
medusaIntegrationTestRunner({
  env: { CATALOGUE_CACHE_MS: "60000" },
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

    it("serves the menu's category and brand lists from the cache until a catalogue change clears them", async () => {
      const admin = await registerWithRole(api, getContainer(), "ROLE_ADMIN")
      const categoryNames = async () => (await api.get("/api/category/list")).data.categories.map((c: { name: string }) => c.name)
      const brandNames = async () => (await api.get("/api/brand/list")).data.brands.map((b: { name: string }) => b.name)
      const categoriesBefore = await categoryNames()
      const brandsBefore = await brandNames()
      expect(brandsBefore).toContain("Chui")

      const products = getContainer().resolve(Modules.PRODUCT)
      const [kitchen] = await products.listProductCategories({ handle: "kitchen" })
      await products.updateProductCategories(kitchen.id, { name: "Kitchen, renamed quietly" })
      const brands = getContainer().resolve<BrandModuleService>(BRAND_MODULE)
      const [chui] = await brands.listBrands({ slug: "chui" })
      await brands.updateBrands({ id: chui.id, name: "Chui, renamed quietly" })
      expect(await categoryNames()).toEqual(categoriesBefore)
      expect(await brandNames()).toEqual(brandsBefore)

      // Gifts may be switched off by the test above: switch it the other way through the API.
      const gifts = (await api.get("/api/category", bearer(admin.token))).data.categories.find((c: { slug: string }) => c.slug === "gifts")
      const switched = await api.put(`/api/category/${gifts._id}/active`, { category: { isActive: !gifts.isActive } }, bearer(admin.token))
      expect(switched.status).toBe(200)
      const categoriesAfter = await categoryNames()
      expect(categoriesAfter).toContain("Kitchen, renamed quietly")
      expect(categoriesAfter.includes("Gifts")).toBe(!gifts.isActive)
      expect(await brandNames()).toContain("Chui, renamed quietly")
    })

    it("shows the stock an order takes and a cancellation gives back on cached product pages and listings", async () => {
      const stock = async () => ({
        page: (await productBySlug(api, "test-product-3")).quantity,
        listing: (await api.get(`/api/product/list?name=${encodeURIComponent("Test product 3")}&limit=50`)).data.products.find(
          (p: { slug: string }) => p.slug === "test-product-3"
        ).quantity,
      })
      expect(await stock()).toEqual({ page: 30, listing: 30 })

      const buyer = await register(api)
      const placed = await order(api, buyer.token, [{ slug: "test-product-3", quantity: 2 }])
      expect(await stock()).toEqual({ page: 28, listing: 28 })

      const line = placed.products[0]
      const cancelled = await api.put(`/api/order/status/item/${line._id}`, { orderId: placed._id, status: "Cancelled" }, bearer(buyer.token))
      expect(cancelled.status).toBe(200)
      expect(await stock()).toEqual({ page: 30, listing: 30 })
    })

    it("serves a product's reviews from the cache until a review is approved or deleted", async () => {
      const admin = await registerWithRole(api, getContainer(), "ROLE_ADMIN")
      const shown = async () => {
        const { reviews, ...summary } = (await api.get("/api/review/test-product-2")).data
        return { titles: (reviews as { title: string }[]).map((r) => r.title).sort(), summary }
      }
      const before = await shown()
      expect(before.titles).toEqual(["5 stars for test-product-2", "5 stars for test-product-2"])
      expect(before.summary).toMatchObject({ totalReviews: 2, totalRatings: 10 })

      // A change made around the shop's workflows is not seen while the reviews are cached.
      const reviews = getContainer().resolve<ReviewModuleService>(REVIEW_MODULE)
      const [seeded] = await reviews.listReviews({ product_id: (await productBySlug(api, "test-product-2"))._id })
      await reviews.updateReviews({ id: seeded.id, title: "Edited quietly" })
      expect(await shown()).toEqual(before)

      // A new review waits for approval: still the cached reviews.
      const author = await register(api, { firstName: "Akinyi" })
      const added = await api.post(
        "/api/review/add",
        { product: "test-product-2", title: "Sharp knife", review: "Cuts sukuma fast.", rating: 2, isRecommended: 0 },
        bearer(author.token)
      )
      expect(added.status).toBe(200)
      expect(await shown()).toEqual(before)

      const pending = (await api.get("/api/review?limit=100", bearer(admin.token))).data.reviews.find(
        (r: { title: string }) => r.title === "Sharp knife"
      )
      expect((await api.put(`/api/review/approve/${pending._id}`, {}, bearer(admin.token))).status).toBe(200)
      const approved = await shown()
      expect(approved.titles).toEqual(["5 stars for test-product-2", "Edited quietly", "Sharp knife"])
      expect(approved.summary).toMatchObject({ totalReviews: 3, totalRatings: 12 })

      expect((await api.delete(`/api/review/delete/${pending._id}`, bearer(admin.token))).status).toBe(200)
      expect((await shown()).titles).toEqual(["5 stars for test-product-2", "Edited quietly"])
      expect((await api.get("/api/review/no-such-product", anyStatus)).status).toBe(404)
    })
  },
})
