describe("catalogue caches", () => {
  const load = () => {
    let caches!: typeof import("../list-cache")
    jest.isolateModules(() => {
      process.env.CATALOG_CACHE_MS = "60000"
      // isolateModules loads the module afresh, with the cache time set, only through require.
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      caches = require("../list-cache")
    })
    return caches
  }
  const previous = process.env.CATALOG_CACHE_MS
  afterAll(() => {
    process.env.CATALOG_CACHE_MS = previous
  })

  it("reuses a product page and a listing until a catalogue change clears both", async () => {
    const { productItemCache, productListCache } = load()
    let version = 1
    const page = async () => ({ product: null, body: `page v${version}` })
    const listing = async () => ({ page: { products: [], totalPages: 0, currentPage: 1, count: 0 }, body: `list v${version}` })

    expect((await productItemCache.get("lantern", page)).body).toBe("page v1")
    expect((await productListCache.get("{}", listing)).body).toBe("list v1")
    version = 2
    expect((await productItemCache.get("lantern", page)).body).toBe("page v1")
    expect((await productListCache.get("{}", listing)).body).toBe("list v1")

    productListCache.clear()
    expect((await productItemCache.get("lantern", page)).body).toBe("page v2")
    expect((await productListCache.get("{}", listing)).body).toBe("list v2")
  })
})
