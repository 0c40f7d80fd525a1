import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { Modules } from "@medusajs/framework/utils"
import zlib from "zlib"
import { BRAND_MODULE } from "../../../src/modules/brand"
import type BrandModuleService from "../../../src/modules/brand/service"
import { seedTestCatalogue, testCatalogue } from "../../fixtures/catalogue"

const anyStatus = { validateStatus: () => true }

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    beforeAll(async () => {
      await seedTestCatalogue(getContainer())
    })

    const list = (query = "") => api.get(`/api/product/list${query}`, anyStatus)

    describe("GET /api/product/list", () => {
      it("lists every visible product with the contract's fields, newest first", async () => {
        const res = await list()

        expect(res.status).toBe(200)
        expect(res.data).toMatchObject({ totalPages: 1, currentPage: 1, count: 25 })
        expect(res.data.products).toHaveLength(25)
        const lantern = res.data.products.find((p) => p.slug === "test-product-13")
        expect(lantern).toEqual(
          expect.objectContaining({
            _id: expect.stringMatching(/^prod_/),
            sku: "TST-013",
            name: "Solar Lantern",
            slug: "test-product-13",
            description: "Description of test product 13.",
            price: 1300,
            quantity: 130,
            taxable: false,
            isActive: true,
            isAddon: false,
            variants: ["Red", "Blue"],
            brand: { _id: expect.stringMatching(/^brand_/), name: "Baobab", slug: "baobab" },
            category: expect.objectContaining({ name: "Gadgets", slug: "gadgets" }),
            categoryDescription: "Small electronics.",
          })
        )
        expect(lantern.images).toHaveLength(1)
        expect(lantern.imageUrl).toBe(`/api/files/${lantern.images[0]}`)
        const created = res.data.products.map((p) => new Date(p.created).getTime())
        expect(created).toEqual([...created].sort((a, b) => b - a))
      })

      it("filters by category slug and by brand slug", async () => {
        const kitchen = await list("?category=kitchen")
        expect(kitchen.data.count).toBe(12)
        expect(kitchen.data.products.every((p) => p.category.slug === "kitchen")).toBe(true)

        const baobab = await list("?brand=baobab")
        expect(baobab.data.count).toBe(8)
        expect(baobab.data.products.every((p) => p.brand.slug === "baobab")).toBe(true)

        const both = await list("?brand=chui&category=gadgets")
        expect(both.data.products.map((p) => p.slug).sort()).toEqual(["test-product-24", "test-product-25"])

        const unknown = await list("?category=no-such-category")
        expect(unknown.status).toBe(200)
        expect(unknown.data).toMatchObject({ products: [], count: 0, totalPages: 0 })
      })

      it("filters by name, price range and add-on flag", async () => {
        const byName = await list("?name=solar%20LANTERN")
        expect(byName.data.products.map((p) => p.slug)).toEqual(["test-product-13"])

        const range = await list("?min=500&max=900")
        expect(range.data.products.map((p) => p.price).sort((a: number, b: number) => a - b)).toEqual([
          500, 600, 700, 800, 900,
        ])

        const addons = await list("?isAddon=true")
        expect(addons.data.count).toBe(3)
        expect(addons.data.products.every((p) => p.isAddon)).toBe(true)
      })

      it("reads name, category and brand equal to all as no filter, as the original client sends them", async () => {
        const everything = await list("?name=all&category=all&brand=all")
        expect(everything.status).toBe(200)
        expect(everything.data).toMatchObject({ count: 25, totalPages: 1 })

        const kitchen = await list("?name=all&category=kitchen&brand=all")
        expect(kitchen.data.count).toBe(12)

        const baobab = await list("?name=ALL&category=all&brand=baobab")
        expect(baobab.data.count).toBe(8)
      })

      it("compresses a large listing for a client that accepts it, and only then", async () => {
        const raw = { ...anyStatus, decompress: false, responseType: "arraybuffer" as const }
        const gzip = await api.get("/api/product/list", { ...raw, headers: { "accept-encoding": "gzip" } })
        expect(gzip.status).toBe(200)
        expect(gzip.headers["content-encoding"]).toBe("gzip")
        expect(gzip.headers.vary).toMatch(/Accept-Encoding/i)
        const listing = JSON.parse(zlib.gunzipSync(gzip.data).toString())
        expect(listing.count).toBe(25)

        const br = await api.get("/api/product/list", { ...raw, headers: { "accept-encoding": "br, gzip" } })
        expect(br.headers["content-encoding"]).toBe("br")
        expect(JSON.parse(zlib.brotliDecompressSync(br.data).toString())).toEqual(listing)

        const plain = await api.get("/api/product/list", { ...raw, headers: { "accept-encoding": "identity" } })
        expect(plain.headers["content-encoding"]).toBeUndefined()
        expect(JSON.parse(Buffer.from(plain.data).toString())).toEqual(listing)

        const small = await api.get("/api/product/list?name=no-such-product", {
          ...raw,
          headers: { "accept-encoding": "gzip" },
        })
        expect(small.headers["content-encoding"]).toBeUndefined()
      })

      it("sorts by price both ways, also through the legacy sortOrder object", async () => {
        const prices = (res: { data: { products: { price: number }[] } }) => res.data.products.map((p) => p.price)
        const all = testCatalogue.products.map((p) => p.price)
        const ascending = [...all].sort((a, b) => a - b)

        expect(prices(await list("?order=1"))).toEqual([...ascending].reverse())
        expect(prices(await list("?order=2"))).toEqual(ascending)
        expect(prices(await list(`?sortOrder=${encodeURIComponent('{"price":1}')}`))).toEqual(ascending)
      })

      it("pages one-based, with a partial last page and an empty page past the end", async () => {
        const first = await list("?limit=10&page=1&order=2")
        expect(first.data).toMatchObject({ totalPages: 3, currentPage: 1, count: 25 })
        expect(first.data.products.map((p) => p.price)).toEqual([100, 200, 300, 400, 500, 600, 700, 800, 900, 1000])

        const last = await list("?limit=10&page=3&order=2")
        expect(last.data).toMatchObject({ totalPages: 3, currentPage: 3, count: 25 })
        expect(last.data.products).toHaveLength(5)

        const past = await list("?limit=10&page=4")
        expect(past.status).toBe(200)
        expect(past.data).toMatchObject({ products: [], totalPages: 3, currentPage: 4, count: 25 })
      })

      it("caps the page size at 100", async () => {
        const res = await list("?limit=1000")
        expect(res.status).toBe(200)
        expect(res.data.totalPages).toBe(1)
        expect(res.data.products).toHaveLength(25)
      })

      it.each([
        ["?page=0", "page must be at least 1."],
        ["?page=abc", "page must be a number."],
        ["?limit=2.5", "limit must be a whole number."],
        ["?order=7", "order must be 0, 1 or 2."],
        ["?min=500&max=100", "min may not be greater than max."],
        ["?isAddon=maybe", "isAddon must be true or false."],
        ["?sortOrder=not-json", 'sortOrder must be a JSON object such as {"price":-1}.'],
      ])("answers %s with 400 and a clear error", async (query, error) => {
        const res = await list(query)
        expect(res.status).toBe(400)
        expect(res.data).toEqual({ error })
      })

      it("hides draft products and products of inactive brands or categories", async () => {
        const container = getContainer()
        const productModule = container.resolve(Modules.PRODUCT)
        const [draft] = await productModule.listProducts({ handle: "test-product-1" })
        await productModule.updateProducts(draft.id, { status: "draft" })
        const [gadgets] = await productModule.listProductCategories({ handle: "gadgets" })
        await productModule.updateProductCategories(gadgets.id, { is_active: false })
        const brandModule = container.resolve<BrandModuleService>(BRAND_MODULE)
        const [chui] = await brandModule.listBrands({ slug: "chui" })
        await brandModule.updateBrands({ id: chui.id, is_active: false })

        const all = await list()
        expect(all.data.count).toBe(22)
        expect(all.data.products.find((p) => p.slug === "test-product-1")).toBeUndefined()
        expect(all.data.products.find((p) => p.brand?.slug === "chui")).toBeUndefined()

        expect((await list("?category=gadgets")).data.count).toBe(0)
        expect((await list("?brand=chui")).data.count).toBe(0)
      })
    })
  },
})
