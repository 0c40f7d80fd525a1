import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { REVIEW_MODULE } from "../../../src/modules/review"
import type ReviewModuleService from "../../../src/modules/review/service"
import { seedTestCatalogue } from "../../fixtures/catalogue"

const anyStatus = { validateStatus: () => true }

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    beforeAll(async () => {
      await seedTestCatalogue(getContainer())
    })

    describe("ratings on the product list", () => {
      it("carries each product's average of approved reviews and their count", async () => {
        const res = await api.get("/api/product/list", anyStatus)
        const bySlug = new Map(res.data.products.map((p) => [p.slug, p]))

        expect(bySlug.get("test-product-2")).toMatchObject({ averageRating: 5, totalReviews: 2 })
        expect(bySlug.get("test-product-3")).toMatchObject({ averageRating: 4.5, totalReviews: 2 })
        expect(bySlug.get("test-product-4")).toMatchObject({ averageRating: 2, totalReviews: 1 })
        expect(bySlug.get("test-product-5")).toMatchObject({ averageRating: 0, totalReviews: 0 })
      })

      it.each([
        [5, ["test-product-2"]],
        [4, ["test-product-2", "test-product-3"]],
        [2, ["test-product-2", "test-product-3", "test-product-4"]],
      ])("keeps products rated at least %d", async (rating, slugs) => {
        const res = await api.get(`/api/product/list?rating=${rating}`, anyStatus)
        expect(res.data.products.map((p) => p.slug).sort()).toEqual(slugs)
        expect(res.data.count).toBe(slugs.length)
      })

      it("treats rating 0 as any and refuses ratings outside 0–5", async () => {
        expect((await api.get("/api/product/list?rating=0", anyStatus)).data.count).toBe(25)
        const bad = await api.get("/api/product/list?rating=6", anyStatus)
        expect(bad.status).toBe(400)
        expect(bad.data).toEqual({ error: "rating must be between 0 and 5." })
      })

      it("counts only approved reviews", async () => {
        const reviewModule = getContainer().resolve<ReviewModuleService>(REVIEW_MODULE)
        const [pending] = await reviewModule.listReviews({ rating: 2 })
        await reviewModule.updateReviews({ id: pending.id, status: "Waiting Approval" })

        const res = await api.get("/api/product/item/test-product-4", anyStatus)
        expect(res.data.product).toMatchObject({ averageRating: 0, totalReviews: 0 })
      })
    })

    describe("GET /api/review/:slug", () => {
      it("lists approved reviews newest first with the ratings summary", async () => {
        const res = await api.get("/api/review/test-product-3", anyStatus)

        expect(res.status).toBe(200)
        expect(res.data.reviews).toHaveLength(2)
        expect(res.data.reviews[0]).toMatchObject({
          _id: expect.stringMatching(/^rev_/),
          title: expect.any(String),
          review: expect.any(String),
          rating: expect.any(Number),
          isRecommended: 1,
          status: "Approved",
          user: { firstName: expect.any(String) },
          product: { slug: "test-product-3", name: "Test product 3" },
        })
        const created = res.data.reviews.map((r) => new Date(r.created).getTime())
        expect(created[0]).toBeGreaterThanOrEqual(created[1])
        expect(res.data).toMatchObject({
          ratingSummary: [{ 5: 1 }, { 4: 1 }, { 3: 0 }, { 2: 0 }, { 1: 0 }],
          totalRatings: 9,
          totalReviews: 2,
          totalSummary: 2,
        })
      })

      it("answers an empty list for a product without reviews and 404 for an unknown one", async () => {
        const none = await api.get("/api/review/test-product-9", anyStatus)
        expect(none.status).toBe(200)
        expect(none.data).toMatchObject({ reviews: [], totalReviews: 0 })

        const unknown = await api.get("/api/review/no-such-product", anyStatus)
        expect(unknown.status).toBe(404)
        expect(unknown.data).toEqual({ message: "No product found." })
      })
    })

    describe("add-ons on the product page", () => {
      it("lists the active add-on products with a product", async () => {
        const res = await api.get("/api/product/item/test-product-1", anyStatus)

        expect(res.data.product.addons.map((p) => p.slug).sort()).toEqual([
          "test-product-21",
          "test-product-22",
          "test-product-23",
        ])
        expect(res.data.product.addons.every((p) => p.isAddon)).toBe(true)

        const addon = await api.get("/api/product/item/test-product-21", anyStatus)
        expect(addon.data.product.addons.map((p) => p.slug).sort()).toEqual(["test-product-22", "test-product-23"])
      })
    })
  },
})
