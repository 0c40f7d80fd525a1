import { createHash } from "node:crypto"
import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { bearer, register } from "../../helpers/accounts"
import { productBySlug } from "../../helpers/shop"
import { seedTestCatalogue } from "../../fixtures/catalogue"
import { IDEMPOTENCY_MODULE } from "../../../src/modules/idempotency"
import type IdempotencyModuleService from "../../../src/modules/idempotency/service"

/**
 * A checkout whose server died (SIGKILL, a crash) leaves its Idempotency-Key claimed and the cart's
 * lock held. The buyer's retry with the same key takes over a claim whose owner has been silent for
 * 15 s and runs the order workflow again under the dead owner's lock; a claim whose owner still
 * touches it is never taken over.
 */
medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    beforeAll(async () => {
      await seedTestCatalogue(getContainer())
    })

    const sql = async (text: string, bindings: (string | number)[] = []) =>
      (await getContainer().resolve(ContainerRegistrationKeys.PG_CONNECTION).raw(text, bindings)).rows
    const keys = () => getContainer().resolve<IdempotencyModuleService>(IDEMPOTENCY_MODULE)
    const withKey = (token: string, key: string) => ({ ...bearer(token), headers: { authorization: token, "Idempotency-Key": key } })
    const ordersOf = async (customerId: string) =>
      (await sql(`SELECT id FROM "order" WHERE customer_id = ? AND deleted_at IS NULL`, [customerId])).map((r: { id: string }) => r.id)

    /** A buyer with a cart of one unit, and the order request's body. */
    async function buyerWithCart(slug: string) {
      const buyer = await register(api)
      const product = await productBySlug(api, slug)
      const cart = await api.post("/api/cart/add", { products: [{ product: product._id, quantity: 1 }] }, bearer(buyer.token))
      expect(cart.status).toBe(200)
      return { buyer, product, body: { cartId: cart.data.cartId as string, total: product.price as number } }
    }

    /** The claim a checkout leaves when its process dies: no reply, last touched `silentS` seconds ago. */
    async function claimOf(customerId: string, key: string, body: object, silentS: number) {
      const requestHash = createHash("sha256").update(JSON.stringify(body)).digest("hex")
      const claim = await keys().createIdempotencyKeys({ scope: `order/add ${customerId}`, key, request_hash: requestHash })
      await sql(`UPDATE idempotency_key SET updated_at = now() - make_interval(secs => ?) WHERE id = ?`, [silentS, claim.id])
      return claim
    }

    it("a retry takes over the claim of a dead checkout, re-enters its cart lock and gets one order", async () => {
      const { buyer, product, body } = await buyerWithCart("test-product-3")
      const claim = await claimOf(buyer.user.id, "dead-owner-1", body, 60)
      // The dead process held the cart's lock for its claim (120 s TTL).
      await getContainer().resolve(Modules.LOCKING).acquire(body.cartId, { ownerId: `idempotency:${claim.id}`, expire: 120 })

      const startedAt = Date.now()
      const retry = await api.post("/api/order/add", body, withKey(buyer.token, "dead-owner-1"))
      const tookMs = Date.now() - startedAt
      expect(retry.status).toBe(200)
      expect(retry.data).toMatchObject({ success: true, order: { _id: expect.any(String) } })
      expect(tookMs).toBeLessThan(20_000) // not the 30 s wait and 409 of a key whose owner never answers

      expect(await ordersOf(buyer.user.id)).toEqual([retry.data.order._id])
      const [stored] = await sql(`SELECT reply FROM idempotency_key WHERE id = ?`, [claim.id])
      expect(stored.reply).toEqual(retry.data)
      const again = await api.post("/api/order/add", body, withKey(buyer.token, "dead-owner-1"))
      expect(again.data).toEqual(retry.data)
      expect((await productBySlug(api, "test-product-3")).quantity).toBe(product.quantity - 1)
    })

    it("a taken-over claim whose cart the dead process had already ordered answers that order, not a second", async () => {
      const { buyer, product, body } = await buyerWithCart("test-product-4")
      // The dead process placed the order but died before it stored the reply and gave back its
      // checkout's stock lock (locks live in Redis across processes: they outlive it).
      const placed = await api.post("/api/order/add", body, bearer(buyer.token))
      expect(placed.status).toBe(200)
      await claimOf(buyer.user.id, "dead-owner-2", body, 20)
      const [{ inventory_item_id: itemId }] = await sql(
        `SELECT vii.inventory_item_id FROM product_variant_inventory_item vii JOIN product_variant v ON v.id = vii.variant_id
         WHERE v.product_id = ? AND vii.deleted_at IS NULL`,
        [product._id]
      )
      const locking = getContainer().resolve(Modules.LOCKING)
      await locking.acquire([`checkout-stock:${itemId}`], { ownerId: `checkout:${body.cartId}`, expire: 120 })

      const retry = await api.post("/api/order/add", body, withKey(buyer.token, "dead-owner-2"))
      expect(retry.status).toBe(200)
      expect(retry.data.order._id).toBe(placed.data.order._id)
      expect(await ordersOf(buyer.user.id)).toEqual([placed.data.order._id])
      expect((await productBySlug(api, "test-product-4")).quantity).toBe(product.quantity - 1)
      // The stock lock is free again: another buyer's checkout takes it at once.
      await locking.acquire([`checkout-stock:${itemId}`], { ownerId: "checkout:another-cart", expire: 5 }) // throws while held
      await locking.release([`checkout-stock:${itemId}`], { ownerId: "checkout:another-cart" })
    })

    it("a claim whose owner is alive (touched every second) is not taken over: the retry waits, then 409", async () => {
      const { buyer, body } = await buyerWithCart("test-product-5")
      const claim = await claimOf(buyer.user.id, "live-owner", body, 10)
      await keys().touchClaim(claim.id)
      const heartbeat = setInterval(() => void keys().touchClaim(claim.id), 1_000)
      try {
        const retry = await api.post("/api/order/add", body, withKey(buyer.token, "live-owner"))
        expect(retry.status).toBe(409)
        expect(retry.data).toEqual({ error: "The request conflicted with another request. You may retry the request with the provided Idempotency-Key." })
      } finally {
        clearInterval(heartbeat)
      }
      expect(await ordersOf(buyer.user.id)).toEqual([])
      const [stored] = await sql(`SELECT reply, deleted_at FROM idempotency_key WHERE id = ?`, [claim.id])
      expect(stored).toEqual({ reply: null, deleted_at: null })
    })
  },
})
