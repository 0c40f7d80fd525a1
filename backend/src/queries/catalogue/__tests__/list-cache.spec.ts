import fs from "fs"
import { startRedis, tempDir } from "../../../../integration-tests/realtime/shop-servers"

jest.setTimeout(60_000)

type Caches = typeof import("../list-cache")

/** The catalogue caches as one server process has them: a fresh module with its own settings. */
function loadCaches(env: Record<string, string | undefined>): Caches {
  const previous = { ...process.env }
  let caches!: Caches
  jest.isolateModules(() => {
    for (const [name, value] of Object.entries(env)) {
      if (value === undefined) delete process.env[name]
      else process.env[name] = value
    }
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- isolateModules reloads only what require loads
    caches = require("../list-cache")
  })
  process.env = previous
  return caches
}

/** A read whose answer names how many times it was computed. */
function countedRead() {
  let computed = 0
  return { read: async () => `computed ${++computed}` }
}

async function eventually(check: () => Promise<boolean>, what: string) {
  const until = Date.now() + 10_000
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

describe("catalogue caches", () => {
  it("reuse product pages, listings and menu lists until a catalogue change clears them all", async () => {
    const { productItemCache, productListCache, menuListCache, clearCatalogueCache } = loadCaches({
      CATALOGUE_CACHE_MS: "60000",
      REDIS_URL: undefined,
    })
    let version = 1
    // A cached body is the JSON text cut where the stock goes (stock-body.ts); these have no products.
    const text = (json: string) => ({ parts: [json], ids: [] })
    const page = async () => ({ product: null, body: text(`page v${version}`) })
    const listing = async () => ({ page: { products: [], totalPages: 0, currentPage: 1, count: 0 }, body: text(`list v${version}`) })
    const menu = async () => `menu v${version}`

    expect((await productItemCache.get("lantern", page)).body?.parts[0]).toBe("page v1")
    expect((await productListCache.get("{}", listing)).body?.parts[0]).toBe("list v1")
    expect(await menuListCache.get("brands", menu)).toBe("menu v1")
    version = 2
    expect((await productItemCache.get("lantern", page)).body?.parts[0]).toBe("page v1")
    expect((await productListCache.get("{}", listing)).body?.parts[0]).toBe("list v1")
    expect(await menuListCache.get("brands", menu)).toBe("menu v1")

    await clearCatalogueCache()
    expect((await productItemCache.get("lantern", page)).body?.parts[0]).toBe("page v2")
    expect((await productListCache.get("{}", listing)).body?.parts[0]).toBe("list v2")
    expect(await menuListCache.get("brands", menu)).toBe("menu v2")
  })

  it("still reads the lifetime from CATALOG_CACHE_MS, the variable's earlier name", async () => {
    const { menuListCache } = loadCaches({ CATALOGUE_CACHE_MS: undefined, CATALOG_CACHE_MS: "0", REDIS_URL: undefined })
    const { read } = countedRead()
    expect(await menuListCache.get("brands", read)).toBe("computed 1")
    expect(await menuListCache.get("brands", read)).toBe("computed 2")
  })

  it("clears every server process's caches through Redis when REDIS_URL is set", async () => {
    const logDir = tempDir("catalogue-cache-redis-")
    const redis = await startRedis(logDir)
    const env = { CATALOGUE_CACHE_MS: "60000", REDIS_URL: redis.url }
    const server = loadCaches(env)
    const worker = loadCaches(env)
    try {
      const { read } = countedRead()
      expect(await server.menuListCache.get("categories", read)).toBe("computed 1")
      expect(await server.menuListCache.get("categories", read)).toBe("computed 1")

      // The worker runs the catalogue-cache subscriber; the server process holds the cached list.
      await eventually(async () => {
        await worker.clearCatalogueCache()
        return (await server.menuListCache.get("categories", read)) !== "computed 1"
      }, "the server process to hear the worker's clear")
      const fresh = await server.menuListCache.get("categories", read)
      expect(await server.menuListCache.get("categories", read)).toBe(fresh)
    } finally {
      server.closeCatalogueCacheBus()
      worker.closeCatalogueCacheBus()
      await redis.stop()
      fs.rmSync(logDir, { recursive: true, force: true })
    }
  })
})
