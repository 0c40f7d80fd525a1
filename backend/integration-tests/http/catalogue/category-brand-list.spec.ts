import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { Modules } from "@medusajs/framework/utils"
import { BRAND_MODULE } from "../../../src/modules/brand"
import type BrandModuleService from "../../../src/modules/brand/service"
import { seedTestCatalogue } from "../../fixtures/catalogue"

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    beforeAll(async () => {
      await seedTestCatalogue(getContainer())
    })

    describe("GET /api/category/list", () => {
      it("lists active categories with slug and description", async () => {
        const res = await api.get("/api/category/list")

        expect(res.status).toBe(200)
        expect(res.data.categories.map((c) => c.slug).sort()).toEqual(["gadgets", "gifts", "kitchen"])
        expect(res.data.categories.find((c) => c.slug === "kitchen")).toMatchObject({
          _id: expect.stringMatching(/^pcat_/),
          name: "Kitchen",
          description: "Pots, pans and more.",
          isActive: true,
        })
      })

      it("leaves out inactive categories", async () => {
        const productModule = getContainer().resolve(Modules.PRODUCT)
        const [gifts] = await productModule.listProductCategories({ handle: "gifts" })
        await productModule.updateProductCategories(gifts.id, { is_active: false })

        const res = await api.get("/api/category/list")
        expect(res.data.categories.map((c) => c.slug).sort()).toEqual(["gadgets", "kitchen"])
      })
    })

    describe("GET /api/brand/list", () => {
      it("lists active brands by name", async () => {
        const brandModule = getContainer().resolve<BrandModuleService>(BRAND_MODULE)
        const [chui] = await brandModule.listBrands({ slug: "chui" })
        await brandModule.updateBrands({ id: chui.id, is_active: false })

        const res = await api.get("/api/brand/list")

        expect(res.status).toBe(200)
        expect(res.data.brands).toEqual([
          expect.objectContaining({ name: "Acacia", slug: "acacia", description: "Kitchenware from Nairobi.", isActive: true }),
          expect.objectContaining({ name: "Baobab", slug: "baobab", isActive: true }),
        ])
      })
    })
  },
})
