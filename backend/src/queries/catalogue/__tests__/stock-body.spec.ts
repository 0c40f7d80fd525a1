import fs from "fs"
import { startRedis, tempDir } from "../../../../integration-tests/realtime/shop-servers"
import { stockBody } from "../stock-body"
import { decodeClear, encodeClear } from "../cache-bus"

jest.setTimeout(60_000)

type Loaded = typeof import("../list-cache") & { stockEpoch: () => number }

/** The catalogue caches and stock map as one server process has them (a fresh copy of the modules). */
function loadProcess(env: Record<string, string | undefined>): Loaded {
  const previous = { ...process.env }
  let loaded!: Loaded
  jest.isolateModules(() => {
    Object.assign(process.env, env)
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- isolateModules reloads only what require loads
    const caches = require("../list-cache") as typeof import("../list-cache")
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the same isolated copy as list-cache's
    const { stockEpoch } = require("../stock-map") as typeof import("../stock-map")
    loaded = { ...caches, stockEpoch }
  })
  process.env = previous
  return loaded
}

describe("cached bodies without their stock", () => {
  it("cut every product's quantity and inventory out, add-ons too, and keep the rest as the JSON was", () => {
    const product = (id: string, quantity: number) => ({ _id: id, name: `"quantity": 5 of ${id}`, quantity, inventory: quantity })
    const page = { product: { ...product("prod_a", 7), addons: [product("prod_b", 3)] }, count: 2 }
    const body = stockBody(page)
    expect(body.ids).toEqual(["prod_a", "prod_a", "prod_b", "prod_b"])
    expect(body.parts).toHaveLength(5)
    const withStock = (a: number, b: number) => body.ids.map((id, i) => body.parts[i] + (id === "prod_a" ? a : b)).join("") + body.parts[4]
    expect(withStock(7, 3)).toBe(JSON.stringify(page))
    expect(JSON.parse(withStock(6, 0))).toEqual({
      product: { ...product("prod_a", 6), addons: [product("prod_b", 0)] },
      count: 2,
    })
  })

  it("tell stock clears from whole clears on the Redis channel", () => {
    expect(decodeClear(encodeClear({ kind: "stock", productIds: ["prod_a", "prod_b"] }))).toEqual({ kind: "stock", productIds: ["prod_a", "prod_b"] })
    expect(decodeClear(encodeClear({ kind: "stock" }))).toEqual({ kind: "stock" })
    expect(decodeClear(encodeClear({ kind: "all" }))).toEqual({ kind: "all" })
    // What earlier releases published: a whole clear.
    expect(decodeClear("clear")).toEqual({ kind: "all" })
  })

  it("drop a product's stock in every server process, and no cached body, when REDIS_URL is set", async () => {
    const logDir = tempDir("catalogue-stock-redis-")
    const redis = await startRedis(logDir)
    const env = { CATALOGUE_CACHE_MS: "60000", REDIS_URL: redis.url }
    const server = loadProcess(env)
    const worker = loadProcess(env)
    try {
      let computed = 0
      const read = async () => `computed ${++computed}`
      expect(await server.menuListCache.get("brands", read)).toBe("computed 1") // also starts hearing clears
      const before = server.stockEpoch()
      const until = Date.now() + 10_000
      while (server.stockEpoch() === before && Date.now() < until) {
        await worker.clearCatalogueStock(["prod_a"])
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
      expect(server.stockEpoch()).toBeGreaterThan(before)
      expect(await server.menuListCache.get("brands", read)).toBe("computed 1")
    } finally {
      server.closeCatalogueCacheBus()
      worker.closeCatalogueCacheBus()
      await redis.stop()
      fs.rmSync(logDir, { recursive: true, force: true })
    }
  })
})
