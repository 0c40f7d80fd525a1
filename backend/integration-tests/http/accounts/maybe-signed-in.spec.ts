import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { deleteCustomersWorkflow } from "@medusajs/medusa/core-flows"
import { anyStatus, bearer, register, type ShopApi } from "../../helpers/accounts"
import { productBySlug } from "../../helpers/shop"
import { seedTestCatalogue } from "../../fixtures/catalogue"

const LIKED = "test-product-13"
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** What the two "maybe signed in" routes tell this token about the liked product. */
async function likedSeenWith(api: ShopApi, token: string) {
  const list = await api.get("/api/product/list?brand=baobab", bearer(token))
  const item = await api.get(`/api/product/item/${LIKED}`, bearer(token))
  expect([list.status, item.status]).toEqual([200, 200])
  const listed = list.data.products.find((p: { slug: string }) => p.slug === LIKED)
  return { list: listed.isLiked as boolean | undefined, item: item.data.product.isLiked as boolean | undefined, listed }
}

/** A member who likes the product, as the wishlist route records it. */
async function fan(api: ShopApi) {
  const member = await register(api)
  const lantern = await productBySlug(api, LIKED)
  expect((await api.post("/api/wishlist", { product: lantern._id, isLiked: true }, bearer(member.token))).status).toBe(200)
  expect(await likedSeenWith(api, member.token)).toMatchObject({ list: true, item: true })
  return member
}

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    beforeAll(async () => {
      await seedTestCatalogue(getContainer())
    })

    describe("the product list and page with a token that no longer opens a session", () => {
      it("answer a token issued before a password change as anonymous, and a fresh token with isLiked", async () => {
        const member = await fan(api)
        await wait(1100) // tokens carry their issue time in whole seconds
        const changed = await api.post("/api/auth/reset", { password: member.password, confirmPassword: "new-secret" }, bearer(member.token))
        expect(changed.status).toBe(200)

        const old = await likedSeenWith(api, member.token)
        expect(old.listed).not.toHaveProperty("isLiked")
        expect(old.item).toBeUndefined()

        const fresh = await api.post("/api/auth/login", { email: member.email, password: "new-secret" }, anyStatus)
        expect(fresh.status).toBe(200)
        expect(await likedSeenWith(api, fresh.data.token)).toMatchObject({ list: true, item: true })
      })

      it("answer the token of a deleted customer as anonymous, while another member's token still works", async () => {
        const gone = await fan(api)
        const stays = await fan(api)
        await deleteCustomersWorkflow(getContainer()).run({ input: { ids: [gone.user.id] } })

        const deleted = await likedSeenWith(api, gone.token)
        expect(deleted.listed).not.toHaveProperty("isLiked")
        expect(deleted.item).toBeUndefined()
        expect(await likedSeenWith(api, stays.token)).toMatchObject({ list: true, item: true })
      })
    })
  },
})
