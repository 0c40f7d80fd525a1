import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { anyStatus, bearer, register } from "../../helpers/accounts"
import { productBySlug } from "../../helpers/shop"
import { seedTestCatalogue } from "../../fixtures/catalogue"

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    beforeAll(async () => {
      await seedTestCatalogue(getContainer())
    })

    it("marks liked products with isLiked for their owner only, on the list and the product page", async () => {
      const fan = await register(api)
      const other = await register(api)
      const lantern = await productBySlug(api, "test-product-13")

      const like = await api.post("/api/wishlist", { product: lantern._id, isLiked: true }, bearer(fan.token))
      expect(like.status).toBe(200)
      expect(like.data.success).toBe(true)

      const mine = await api.get("/api/product/list?brand=baobab", bearer(fan.token))
      const flags = new Map(mine.data.products.map((p) => [p.slug, p.isLiked]))
      expect(flags.get("test-product-13")).toBe(true)
      expect(flags.get("test-product-14")).toBe(false)
      expect((await api.get("/api/product/item/test-product-13", bearer(fan.token))).data.product.isLiked).toBe(true)

      const theirs = await api.get("/api/product/list?brand=baobab", bearer(other.token))
      expect(theirs.data.products.find((p) => p.slug === "test-product-13").isLiked).toBe(false)
      const anonymous = await api.get("/api/product/list?brand=baobab", anyStatus)
      expect(anonymous.data.products[0]).not.toHaveProperty("isLiked")
      const badToken = await api.get("/api/product/list?brand=baobab", bearer("Bearer nonsense"))
      expect(badToken.status).toBe(200)

      const list = await api.get("/api/wishlist", bearer(fan.token))
      expect(list.data.wishlist).toEqual([
        expect.objectContaining({ isLiked: true, product: expect.objectContaining({ slug: "test-product-13", name: "Solar Lantern", price: 1300 }) }),
      ])

      await api.post("/api/wishlist", { product: lantern._id, isLiked: false }, bearer(fan.token))
      expect((await api.get("/api/wishlist", bearer(fan.token))).data.wishlist).toEqual([])
      expect((await api.get("/api/product/item/test-product-13", bearer(fan.token))).data.product.isLiked).toBe(false)
    })

    it("needs a token and a real product", async () => {
      expect((await api.get("/api/wishlist", anyStatus)).status).toBe(401)
      const fan = await register(api)
      const unknown = await api.post("/api/wishlist", { product: "prod_nope", isLiked: true }, bearer(fan.token))
      expect(unknown.status).toBe(404)
      const bad = await api.post("/api/wishlist", { product: "prod_nope" }, bearer(fan.token))
      expect(bad.data).toEqual({ error: "isLiked must be true or false." })
    })
  },
})
