import http from "http"
import type { AddressInfo } from "net"
import zlib from "zlib"
import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { orderLineProductIds, orderProductIds } from "../../../src/queries/catalogue/stock-products"
import { anyStatus, bearer, register, type ShopApi } from "../../helpers/accounts"
import { order, productBySlug } from "../../helpers/shop"
import { seedTestCatalogue } from "../../fixtures/catalogue"

type FastPath = typeof import("../../../src/server/catalogue-fast-path")
/**
 * Loaded once the runner has set the suite's environment (the caches read CATALOGUE_CACHE_MS when
 * loaded); the same modules as the shop's routes use, so the same caches.
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a deferred load, after the runner's env
const fastPathModule = () => require("../../../src/server/catalogue-fast-path") as FastPath

type Product = { slug: string; quantity: number; inventory: number; isLiked?: boolean; addons?: Product[] }
type Reply = { status: number; headers: http.IncomingHttpHeaders; body: string }

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** A GET with raw headers and body (gzip undone), as a browser would send it. */
function get(origin: string, path: string, headers: Record<string, string> = {}): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = http.request(origin + path, { headers }, (res) => {
      const chunks: Buffer[] = []
      res.on("data", (chunk: Buffer) => chunks.push(chunk))
      res.on("end", () => {
        const raw = Buffer.concat(chunks)
        const body = res.headers["content-encoding"] === "gzip" ? zlib.gunzipSync(raw) : raw
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: body.toString("utf8") })
      })
    })
    req.on("error", reject)
    req.end()
  })
}

/**
 * The headers an answer is compared on: Date and Keep-Alive differ by nature, and the server gate
 * in front of both removes Express' X-Powered-By (src/server/server-gate.ts).
 */
const compared = (reply: Reply) => {
  const { date: _date, connection: _connection, "keep-alive": _keepAlive, "x-powered-by": _poweredBy, ...headers } = reply.headers
  return headers
}

/**
 * A server with the catalogue fast path in front of the shop the runner started: what the fast
 * path does not answer is passed on to the shop (Medusa) as is, and counted.
 */
async function fastPathServer(api: ShopApi, getContainer: Parameters<FastPath["catalogueFastPath"]>[1]) {
  const shop = new URL(String(api.defaults.baseURL))
  const passedOn: string[] = []
  const toShop: http.RequestListener = (req, res) => {
    passedOn.push(req.url ?? "")
    const forward = http.request(
      { host: shop.hostname, port: shop.port, path: req.url, method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(res)
      }
    )
    req.pipe(forward)
  }
  const serveCachedCatalogue = fastPathModule().catalogueFastPath(toShop, getContainer)
  const server = http.createServer((req, res) => {
    if (!serveCachedCatalogue(req, res)) toShop(req, res)
  })
  server.listen(0, "127.0.0.1")
  await new Promise((resolve) => server.once("listening", resolve))
  return { server, passedOn, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, shop: shop.origin }
}

/** Catalogue reads stay cached for a minute: only the catalogue-cache subscriber can refresh them. */
medusaIntegrationTestRunner({
  env: { CATALOGUE_CACHE_MS: "60000" },
  testSuite: ({ api, getContainer }) => {
    beforeAll(async () => {
      await seedTestCatalogue(getContainer())
    })

    const LIST = "/api/product/list?brand=baobab&limit=50"
    const listed = async (slug: string, config = anyStatus) => {
      const res = await api.get(LIST, config)
      expect(res.status).toBe(200)
      const product = (res.data.products as Product[]).find((p) => p.slug === slug)!
      return { cache: res.headers["x-cache"], quantity: product.quantity, inventory: product.inventory }
    }
    const page = async (slug: string, config = anyStatus) => {
      const res = await api.get(`/api/product/item/${slug}`, config)
      expect(res.status).toBe(200)
      const product = res.data.product as Product
      return { cache: res.headers["x-cache"], quantity: product.quantity, inventory: product.inventory, product }
    }

    it("shows the stock an order took on cached listings and product pages, and keeps them cached", async () => {
      // Cached first: the listing, a product page, and another product's page.
      expect((await listed("test-product-15")).cache).toBe("MISS")
      expect(await listed("test-product-15")).toEqual({ cache: "HIT", quantity: 150, inventory: 150 })
      expect((await page("test-product-14")).cache).toBe("MISS")
      expect((await page("test-product-15")).cache).toBe("MISS")
      const addonBefore = (await page("test-product-14")).product.addons!.find((a) => a.slug === "test-product-22")!
      expect(addonBefore.quantity).toBe(220)

      // A buyer orders product 15 and the add-on 22 from product 15's page.
      const buyer = await register(api)
      const placed = await order(api, buyer.token, [
        { slug: "test-product-15", quantity: 3 },
        { slug: "test-product-22", quantity: 2 },
      ])
      // The catalogue-cache subscriber drops the stock of exactly these products (not every product's).
      const knex = getContainer().resolve(ContainerRegistrationKeys.PG_CONNECTION)
      const ordered = [(await productBySlug(api, "test-product-15"))._id, (await productBySlug(api, "test-product-22"))._id]
      expect((await orderProductIds(knex, placed._id)).sort()).toEqual(ordered.sort())

      // Still cached (no recomputed listing or page), with the stock left of what was ordered.
      expect(await listed("test-product-15")).toEqual({ cache: "HIT", quantity: 147, inventory: 147 })
      expect(await listed("test-product-14")).toEqual({ cache: "HIT", quantity: 140, inventory: 140 })
      const other = await page("test-product-14")
      expect(other).toMatchObject({ cache: "HIT", quantity: 140, inventory: 140 })
      expect(other.product.addons!.find((a) => a.slug === "test-product-22")).toMatchObject({ quantity: 218, inventory: 218 })
      expect(await page("test-product-15")).toMatchObject({ cache: "HIT", quantity: 147, inventory: 147 })
      // A signed-in shopper's answer is built per request: the same stock.
      expect(await page("test-product-15", bearer(buyer.token))).toMatchObject({ cache: "HIT", quantity: 147 })
      expect(await listed("test-product-15", bearer(buyer.token))).toEqual({ cache: "HIT", quantity: 147, inventory: 147 })
    })

    it("shows the stock a cancellation gives back on the cached copies, still cached", async () => {
      expect((await page("test-product-16")).quantity).toBe(160)
      expect((await listed("test-product-16")).quantity).toBe(160)
      const buyer = await register(api)
      const placed = await order(api, buyer.token, [{ slug: "test-product-16", quantity: 5 }])
      expect(await page("test-product-16")).toMatchObject({ cache: "HIT", quantity: 155 })

      const line = placed.products[0]
      const knex = getContainer().resolve(ContainerRegistrationKeys.PG_CONNECTION)
      expect(await orderLineProductIds(knex, line._id)).toEqual([(await productBySlug(api, "test-product-16"))._id])
      const cancelled = await api.put(`/api/order/status/item/${line._id}`, { orderId: placed._id, status: "Cancelled" }, bearer(buyer.token))
      expect(cancelled.status).toBe(200)
      expect(await page("test-product-16")).toMatchObject({ cache: "HIT", quantity: 160 })
      expect(await listed("test-product-16")).toMatchObject({ cache: "HIT", quantity: 160 })
    })

    describe("the fast path before Medusa's middleware", () => {
      let fast: Awaited<ReturnType<typeof fastPathServer>>
      beforeAll(async () => {
        fast = await fastPathServer(api, getContainer)
      })
      afterAll(async () => {
        fast.server.closeAllConnections()
        await new Promise((resolve) => fast.server.close(resolve))
      })
      beforeEach(() => {
        fast.passedOn.length = 0
      })

      it("answers cached listings, product pages and menus itself, as Medusa does, and passes on the rest", async () => {
        const gzip = { "accept-encoding": "gzip" }
        const paths = ["/api/product/list?brand=acacia&limit=20", "/api/product/item/test-product-2", "/api/category/list", "/api/brand/list"]
        for (const path of paths) {
          const miss = await get(fast.origin, path, gzip) // not cached yet: Medusa answers it and caches it
          expect(miss.status).toBe(200)
          const hit = await get(fast.origin, path, gzip)
          const medusa = await get(fast.shop, path, gzip)
          expect(hit.status).toBe(200)
          expect(hit.body).toBe(miss.body)
          expect(hit.body).toBe(medusa.body)
          expect(compared(hit)).toEqual(compared(medusa))
          expect(hit.headers["content-type"]).toBe("application/json; charset=utf-8")
          // Medusa's compression: answers over 1 KB (http.compression's threshold).
          expect(hit.headers["content-encoding"]).toBe(hit.body.length > 1024 ? "gzip" : undefined)
          const plain = await get(fast.origin, path)
          expect(plain.headers["content-encoding"]).toBeUndefined()
          expect(plain.body).toBe(miss.body)
          // A browser's revalidation: 304 with the same ETag, as Medusa answers it.
          const revalidated = await get(fast.origin, path, { "if-none-match": String(plain.headers.etag) })
          expect(revalidated.status).toBe(304)
          expect((await get(fast.shop, path, { "if-none-match": String(plain.headers.etag) })).status).toBe(304)
        }
        // Each was passed on once, the first time; every later request was the fast path's.
        expect(fast.passedOn).toEqual(paths)
        expect((await get(fast.origin, paths[0])).headers["x-cache"]).toBe("HIT")

        // Not cached, never answered by the route at this address, or with a body: Medusa's.
        fast.passedOn.length = 0
        expect((await get(fast.origin, "/api/product/list?limit=20&brand=acacia")).status).toBe(200)
        expect((await get(fast.origin, "/api/product/item/no-such-product")).status).toBe(404)
        expect((await get(fast.origin, "/api/product/item/no-such-product")).status).toBe(404)
        expect((await get(fast.origin, "/api/product/list?brand=%00")).status).toBe(400)
        expect(await get(fast.origin, paths[1], { "content-length": "0" })).toMatchObject({ status: 200 })
        expect(fast.passedOn).toEqual([
          "/api/product/list?limit=20&brand=acacia",
          "/api/product/item/no-such-product",
          "/api/product/item/no-such-product",
          "/api/product/list?brand=%00",
        ])
      })

      it("shows a signed-in shopper's likes, and treats a token revoked by a password change as none", async () => {
        const member = await register(api)
        const liked = await productBySlug(api, "test-product-13")
        expect((await api.post("/api/wishlist", { product: liked._id, isLiked: true }, bearer(member.token))).status).toBe(200)
        const list = "/api/product/list?brand=baobab&limit=10"
        const item = "/api/product/item/test-product-13"
        const anonymous = { list: await get(fast.origin, list), item: await get(fast.origin, item) }

        const signedIn = { authorization: member.token }
        fast.passedOn.length = 0
        const likes = await get(fast.origin, list, signedIn)
        const likedPage = await get(fast.origin, item, signedIn)
        expect(fast.passedOn).toEqual([])
        const likedProducts = (JSON.parse(likes.body).products as Product[]).filter((p) => p.isLiked).map((p) => p.slug)
        expect(likedProducts).toEqual(["test-product-13"])
        expect((JSON.parse(likes.body).products as Product[]).every((p) => typeof p.isLiked === "boolean")).toBe(true)
        expect(JSON.parse(likedPage.body).product.isLiked).toBe(true)
        // The same as Medusa answers the same token.
        expect(likes.body).toBe((await get(fast.shop, list, signedIn)).body)
        expect(likedPage.body).toBe((await get(fast.shop, item, signedIn)).body)

        await wait(1100) // tokens carry their issue time in whole seconds
        const changed = await api.post("/api/auth/reset", { password: member.password, confirmPassword: "new-secret" }, bearer(member.token))
        expect(changed.status).toBe(200)
        const revoked = { list: await get(fast.origin, list, signedIn), item: await get(fast.origin, item, signedIn) }
        expect(revoked.list.body).toBe(anonymous.list.body)
        expect(revoked.item.body).toBe(anonymous.item.body)
        expect(JSON.parse(revoked.item.body).product).not.toHaveProperty("isLiked")
        // A made-up token is none too.
        expect((await get(fast.origin, item, { authorization: "Bearer not.a.token" })).body).toBe(anonymous.item.body)
        expect(fast.passedOn).toEqual([])
      })
    })
  },
})
