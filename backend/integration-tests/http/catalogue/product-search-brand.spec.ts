import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { BRAND_MODULE } from "../../../src/modules/brand"
import type BrandModuleService from "../../../src/modules/brand/service"
import { seedTestCatalogue } from "../../fixtures/catalogue"

const anyStatus = { validateStatus: () => true }

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    beforeAll(async () => {
      await seedTestCatalogue(getContainer())
    })

    describe("GET /api/product/list/search/:term", () => {
      it("suggests at most 10 active products whose name contains the term, any case", async () => {
        const res = await api.get("/api/product/list/search/PRODUCT", anyStatus)

        expect(res.status).toBe(200)
        expect(res.data.products).toHaveLength(10)
        expect(Object.keys(res.data.products[0]).sort()).toEqual(["imageUrl", "name", "price", "slug"])
      })

      it("puts names that start with the term first and returns the image path", async () => {
        const res = await api.get("/api/product/list/search/sol", anyStatus)

        expect(res.data.products).toEqual([
          { name: "Solar Lantern", slug: "test-product-13", price: 1300, imageUrl: expect.stringMatching(/^\/api\/files\/.+\.jpg$/) },
        ])
      })

      it("matches wildcard characters literally", async () => {
        const res = await api.get(`/api/product/list/search/${encodeURIComponent("%_")}`, anyStatus)
        expect(res.status).toBe(200)
        expect(res.data.products).toEqual([])
      })

      it("leaves out products of an inactive brand", async () => {
        const brandModule = getContainer().resolve<BrandModuleService>(BRAND_MODULE)
        const [baobab] = await brandModule.listBrands({ slug: "baobab" })
        await brandModule.updateBrands({ id: baobab.id, is_active: false })

        const res = await api.get("/api/product/list/search/solar", anyStatus)
        expect(res.data.products).toEqual([])
      })

      it("refuses a blank term", async () => {
        const res = await api.get("/api/product/list/search/%20%20", anyStatus)
        expect(res.status).toBe(400)
        expect(res.data).toEqual({ error: "Type something to search for." })
      })
    })

    describe("GET /api/product/list/brand/:slug", () => {
      it("pages a brand's products", async () => {
        const res = await api.get("/api/product/list/brand/baobab?limit=5&page=2", anyStatus)

        expect(res.status).toBe(200)
        expect(res.data).toMatchObject({ pages: 2, page: 2, totalProducts: 8 })
        expect(res.data.products).toHaveLength(3)
        expect(res.data.products.every((p) => p.brand.slug === "baobab")).toBe(true)
      })

      it("answers 404 for an unknown or inactive brand and 400 for a bad page", async () => {
        expect((await api.get("/api/product/list/brand/nope", anyStatus)).data).toEqual({ message: "No brand found." })

        const brandModule = getContainer().resolve<BrandModuleService>(BRAND_MODULE)
        const [chui] = await brandModule.listBrands({ slug: "chui" })
        await brandModule.updateBrands({ id: chui.id, is_active: false })
        expect((await api.get("/api/product/list/brand/chui", anyStatus)).status).toBe(404)

        const bad = await api.get("/api/product/list/brand/acacia?page=-1", anyStatus)
        expect(bad.status).toBe(400)
        expect(bad.data).toEqual({ error: "page must be at least 1." })
      })
    })
  },
})
