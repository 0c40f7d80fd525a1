import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { Modules } from "@medusajs/framework/utils"
import { anyStatus, bearer, register } from "../../helpers/accounts"
import { order, productBySlug, registerWithRole } from "../../helpers/shop"
import { merchantWithAccount } from "../../helpers/merchants"
import { seedTestCatalogue } from "../../fixtures/catalogue"

const ADDED = "Your review has been added successfully and will appear when approved!"

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    let admin: { token: string }
    beforeAll(async () => {
      await seedTestCatalogue(getContainer())
      admin = await registerWithRole(api, getContainer(), "ROLE_ADMIN")
    })

    const body = (product: string, overrides: Record<string, unknown> = {}) => ({
      product,
      title: "Sturdy pot",
      review: "Cooks ugali evenly.",
      rating: 4,
      isRecommended: 1,
      ...overrides,
    })
    const addReview = (token: string, payload: unknown) => api.post("/api/review/add", payload, bearer(token))
    const allReviews = async (query = "") => (await api.get(`/api/review${query}`, bearer(admin.token))).data
    const findReview = async (title: string) => (await allReviews("?limit=100")).reviews.find((r) => r.title === title)
    const listed = async (slug: string, query = "") =>
      (await api.get(`/api/product/list?limit=100${query}`, anyStatus)).data.products.find((p) => p.slug === slug)
    const queues = async () => (await api.get("/api/dashboard/queues", bearer(admin.token))).data

    describe("POST /api/review/add", () => {
      it("stores a review waiting for approval, by product id or slug, with HTML stripped; one per customer and product", async () => {
        const author = await register(api, { firstName: "Wanjiru" })
        const pot = await productBySlug(api, "test-product-7")

        const res = await addReview(
          author.token,
          body(pot._id, { title: "<b>Great</b> pot<script>alert(1)</script>", review: "<p>Heats <i>fast</i></p>" })
        )
        expect(res.status).toBe(200)
        expect(res.data).toMatchObject({ success: true, message: ADDED })

        const stored = await findReview("Great potalert(1)")
        expect(stored).toMatchObject({
          review: "Heats fast",
          rating: 4,
          isRecommended: 1,
          status: "Waiting Approval",
          verifiedPurchase: false,
          user: { firstName: "Wanjiru" },
          product: { slug: "test-product-7", name: "Test product 7" },
        })
        expect((await api.get("/api/review/test-product-7", anyStatus)).data.reviews).toEqual([])

        const again = await addReview(author.token, body("test-product-7", { title: "Second thoughts" }))
        expect(again.status).toBe(400)
        expect(again.data).toEqual({ error: "You have already reviewed this product." })

        const bySlug = await addReview(author.token, body("test-product-8", { isRecommended: 0 }))
        expect(bySlug.status).toBe(200)
        const other = await register(api)
        expect((await addReview(other.token, body(pot._id))).status).toBe(200)
      })

      it.each([
        [{ rating: 0 }, "Rating is required."],
        [{ rating: 6 }, "Rating must be a whole number of stars from 1 to 5."],
        [{ rating: 3.5 }, "Rating must be a whole number of stars from 1 to 5."],
        [{ rating: undefined }, "Rating is required."],
        [{ rating: "many" }, "Rating is required."],
        [{ title: "" }, "Title is required."],
        [{ title: "<br/>" }, "Title is required."],
        [{ title: "t".repeat(121) }, "Title may not be longer than 120 characters."],
        [{ title: `<p>${"t".repeat(120)}</p>` }, undefined],
        [{ review: "r".repeat(2001) }, "Review may not be longer than 2000 characters."],
        [{ review: { text: "object" } }, "Review is required."],
        [{ isRecommended: 2 }, "isRecommended must be 1 or 0."],
        [{ product: "" }, "product is required."],
      ])("checks the fields: %#", async (overrides, error) => {
        const author = await register(api)
        const res = await addReview(author.token, body("test-product-9", overrides))
        if (error) {
          expect(res.data).toEqual({ error })
          expect(res.status).toBe(400)
        } else {
          expect(res.status).toBe(200)
        }
      })

      it("answers 400, never 500, for malformed bodies", async () => {
        const author = await register(api)
        const json = { headers: { authorization: author.token, "content-type": "application/json" }, ...anyStatus }
        const bodies = ["null", "[]", '"text"', "42", '{"product":["a"]}', '{"product":"test-product-9","rating":{}}', "{not json"]
        for (const raw of bodies) {
          const res = await api.post("/api/review/add", raw, { ...json, transformRequest: [(data: string) => data] })
          expect([raw, res.status]).toEqual([raw, 400])
        }
      })

      it("needs a token and an existing, active product", async () => {
        expect((await api.post("/api/review/add", body("test-product-9"), anyStatus)).status).toBe(401)
        const author = await register(api)
        const unknown = await addReview(author.token, body("prod_nope"))
        expect(unknown.status).toBe(404)
        expect(unknown.data).toEqual({ message: "No product found." })

        const hidden = await productBySlug(api, "test-product-10")
        await getContainer().resolve(Modules.PRODUCT).updateProducts(hidden._id, { status: "draft" })
        expect((await addReview(author.token, body(hidden._id))).status).toBe(404)
      })

      it("refuses a merchant's review of their own brand's product, by slug or id; they may review others", async () => {
        const merchant = await merchantWithAccount(api, getContainer(), "chui")
        const own = await productBySlug(api, "test-product-24")
        for (const product of ["test-product-24", own._id]) {
          const res = await addReview(merchant.token, body(product, { title: "Best gear ever" }))
          expect(res.status).toBe(400)
          expect(res.data).toEqual({ error: "You cannot review a product of your own brand." })
        }
        expect(await findReview("Best gear ever")).toBeUndefined()

        const other = await addReview(merchant.token, body("test-product-17", { title: "A neighbour's lantern" }))
        expect(other.status).toBe(200)
        const shopper = await register(api)
        const fair = await addReview(shopper.token, body("test-product-24", { title: "Fair gear" }))
        expect(fair.status).toBe(200)
        expect(await findReview("Fair gear")).toMatchObject({ status: "Waiting Approval", product: { slug: "test-product-24" } })
      })

      it("marks the review of a customer who received the product as a verified purchase", async () => {
        const buyer = await register(api)
        const placed = await order(api, buyer.token, [
          { slug: "test-product-11", quantity: 1 },
          { slug: "test-product-12", quantity: 1 },
        ])
        const delivered = placed.products.find((line) => line.product.slug === "test-product-11")
        const marked = await api.put(
          `/api/order/status/item/${delivered._id}`,
          { orderId: placed._id, status: "Delivered" },
          bearer(admin.token)
        )
        expect(marked.status).toBe(200)

        await addReview(buyer.token, body("test-product-11", { title: "Received it" }))
        await addReview(buyer.token, body("test-product-12", { title: "Still on its way" }))
        expect((await findReview("Received it")).verifiedPurchase).toBe(true)
        expect((await findReview("Still on its way")).verifiedPurchase).toBe(false)

        const approved = await findReview("Received it")
        await api.put(`/api/review/approve/${approved._id}`, {}, bearer(admin.token))
        const shown = (await api.get("/api/review/test-product-11", anyStatus)).data.reviews
        expect(shown).toEqual([expect.objectContaining({ title: "Received it", verifiedPurchase: true })])
      })
    })

    describe("moderation", () => {
      it("lists every review for admins only, newest first, 20 a page", async () => {
        const member = await register(api)
        const merchant = await registerWithRole(api, getContainer(), "ROLE_MERCHANT")
        expect((await api.get("/api/review", anyStatus)).status).toBe(401)
        expect((await api.get("/api/review", bearer(member.token))).status).toBe(403)
        expect((await api.get("/api/review", bearer(merchant.token))).status).toBe(403)

        for (let i = 0; i < 3; i++) {
          const author = await register(api)
          await addReview(author.token, body("test-product-14", { title: `Batch ${i}` }))
        }
        const first = await allReviews()
        expect(first.reviews.length).toBeLessThanOrEqual(20)
        expect(first).toMatchObject({ currentPage: 1, totalPages: Math.ceil(first.count / 20) })
        expect(first.reviews.slice(0, 3).map((r) => r.title)).toEqual(["Batch 2", "Batch 1", "Batch 0"])
        expect(first.reviews.map((r) => r.status)).toEqual(expect.arrayContaining(["Approved", "Waiting Approval"]))

        const paged = await allReviews("?page=2&limit=2")
        expect(paged).toMatchObject({ currentPage: 2, totalPages: Math.ceil(first.count / 2), count: first.count })
        expect(paged.reviews.map((r) => r.title)).toEqual([first.reviews[2].title, first.reviews[3].title])
        expect((await api.get("/api/review?page=zero", bearer(admin.token))).status).toBe(400)
      })

      it("shows a gone product as null", async () => {
        const author = await register(api)
        const doomed = await productBySlug(api, "test-product-15")
        await addReview(author.token, body(doomed._id, { title: "Before it went" }))
        await getContainer().resolve(Modules.PRODUCT).softDeleteProducts([doomed._id])
        expect((await findReview("Before it went")).product).toBeNull()
      })

      it("applies the status rules and updates the listing's ratings at once", async () => {
        const member = await register(api)
        const author = await register(api)
        await addReview(author.token, body("test-product-5", { title: "Five stars", rating: 5 }))
        const pending = await findReview("Five stars")
        const approve = (token: string, id = pending._id) => api.put(`/api/review/approve/${id}`, {}, bearer(token))
        const reject = (token: string, id = pending._id) => api.put(`/api/review/reject/${id}`, {}, bearer(token))

        expect(await listed("test-product-5")).toMatchObject({ averageRating: 0, totalReviews: 0 })
        expect((await listed("test-product-5", "&rating=5"))).toBeUndefined()

        expect((await api.put(`/api/review/approve/${pending._id}`, {}, anyStatus)).status).toBe(401)
        expect((await approve(member.token)).status).toBe(403)
        expect((await approve(author.token)).status).toBe(403)
        expect((await reject(author.token)).status).toBe(403)
        expect((await approve(admin.token, "rev_nope")).data).toEqual({ message: "No review found." })

        const rejected = await reject(admin.token)
        expect(rejected.status).toBe(200)
        expect(rejected.data).toMatchObject({ success: true, status: "Rejected" })
        expect(await listed("test-product-5")).toMatchObject({ averageRating: 0, totalReviews: 0 })

        const approved = await approve(admin.token)
        expect(approved.data).toMatchObject({ success: true, status: "Approved" })
        expect(await listed("test-product-5")).toMatchObject({ averageRating: 5, totalReviews: 1 })
        expect(await listed("test-product-5", "&rating=5")).toBeDefined()
        expect((await api.get("/api/review/test-product-5", anyStatus)).data).toMatchObject({ totalReviews: 1, totalRatings: 5 })

        const twice = await approve(admin.token)
        expect(twice.status).toBe(200)
        expect(twice.data.status).toBe("Approved")
        const rejectApproved = await reject(admin.token)
        expect(rejectApproved.status).toBe(400)
        expect(rejectApproved.data).toEqual({ error: "An approved review cannot be rejected." })
        expect((await findReview("Five stars")).status).toBe("Approved")
      })

      it("lets the admin delete any review and the author their own; deleting an approved review updates the average", async () => {
        const author = await register(api)
        const other = await register(api)
        await addReview(author.token, body("test-product-3", { title: "One star", rating: 1 }))
        const mine = await findReview("One star")
        await api.put(`/api/review/approve/${mine._id}`, {}, bearer(admin.token))
        expect(await listed("test-product-3")).toMatchObject({ averageRating: 3.33, totalReviews: 3 })

        expect((await api.delete(`/api/review/delete/${mine._id}`, anyStatus)).status).toBe(401)
        const forbidden = await api.delete(`/api/review/delete/${mine._id}`, bearer(other.token))
        expect(forbidden.status).toBe(403)
        expect(forbidden.data).toEqual({ error: "You are not allowed to delete this review." })

        const own = await api.delete(`/api/review/delete/${mine._id}`, bearer(author.token))
        expect(own.status).toBe(200)
        expect(own.data.success).toBe(true)
        expect(await listed("test-product-3")).toMatchObject({ averageRating: 4.5, totalReviews: 2 })
        expect((await api.delete(`/api/review/delete/${mine._id}`, bearer(admin.token))).status).toBe(404)

        const seeded = (await api.get("/api/review/test-product-3", anyStatus)).data.reviews.find((r) => r.rating === 4)
        expect((await api.delete(`/api/review/delete/${seeded._id}`, bearer(admin.token))).status).toBe(200)
        expect(await listed("test-product-3")).toMatchObject({ averageRating: 5, totalReviews: 1 })

        // Deleted, the author may write a new review of the product.
        expect((await addReview(author.token, body("test-product-3", { title: "Fresh start" }))).status).toBe(200)
      })
    })

    describe("GET /api/dashboard/queues", () => {
      it("counts the reviews waiting for approval for admins only; merchants waiting too", async () => {
        const member = await register(api)
        expect((await api.get("/api/dashboard/queues", anyStatus)).status).toBe(401)
        expect((await api.get("/api/dashboard/queues", bearer(member.token))).status).toBe(403)

        const before = await queues()
        expect(before).toEqual({ merchants: expect.any(Number), reviews: expect.any(Number) })
        const author = await register(api)
        await addReview(author.token, body("test-product-16", { title: "Queue me" }))
        expect((await queues()).reviews).toBe(before.reviews + 1)

        const waiting = await findReview("Queue me")
        await api.put(`/api/review/approve/${waiting._id}`, {}, bearer(admin.token))
        expect((await queues()).reviews).toBe(before.reviews)
      })
    })
  },
})
