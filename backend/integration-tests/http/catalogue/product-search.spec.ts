import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { Modules } from "@medusajs/framework/utils"
import { ensureKenyaSetup } from "../../../src/scripts/seed/region"
import { importCatalogue } from "../../../src/scripts/seed/import-catalogue"
import { anyStatus, bearer } from "../../helpers/accounts"
import { registerWithRole } from "../../helpers/shop"
import { seedTestCatalogue, testCatalogue } from "../../fixtures/catalogue"

const item = (sku: string, name: string, slug: string, brand: string, price: number) => ({
  sku,
  name,
  slug,
  description: `${name}.`,
  price,
  quantity: 5,
  taxable: true,
  isAddon: false,
  brand,
  category: "gadgets",
  variants: [],
  images: [],
})

/** Beside the test catalogue (its "Solar Lantern" is Baobab's): products found by brand, SKU and typo. */
const searchCatalogue = {
  categories: testCatalogue.categories,
  brands: [
    ...testCatalogue.brands,
    { name: "Samsung", slug: "samsung", description: "Phones." },
    { name: "Shamba Fresh", slug: "shamba-fresh", description: "Groceries." },
  ],
  products: [
    item("SMG-A15-101", "Samsung Galaxy A15", "samsung-galaxy-a15", "samsung", 18_000),
    item("SMG-BC-102", "Galaxy Buds Case", "galaxy-buds-case", "samsung", 900),
    item("SHF-SG-008", "Brown Sugar 2kg", "brown-sugar-2kg", "shamba-fresh", 350),
    item("LNT-ST-104", "Lantern Stand", "lantern-stand", "acacia", 600),
  ],
}

/** Catalogue reads stay cached for a minute here, as in production; each test searches its own terms. */
medusaIntegrationTestRunner({
  env: { CATALOGUE_CACHE_MS: "60000" },
  testSuite: ({ api, getContainer }) => {
    beforeAll(async () => {
      await seedTestCatalogue(getContainer())
      await importCatalogue(getContainer(), await ensureKenyaSetup(getContainer()), searchCatalogue)
    })

    const suggest = async (term: string) => {
      const res = await api.get(`/api/product/list/search/${encodeURIComponent(term)}`, anyStatus)
      return { status: res.status, data: res.data, names: (res.data.products ?? []).map((p: { name: string }) => p.name) }
    }
    const listNames = async (name: string) => {
      const res = await api.get(`/api/product/list?name=${encodeURIComponent(name)}`, anyStatus)
      expect(res.status).toBe(200)
      return (res.data.products as { name: string }[]).map((p) => p.name).sort()
    }

    describe("GET /api/product/list/search/:term", () => {
      it("forgives a typo in a product's or a brand's name", async () => {
        expect((await suggest("samsng")).names).toEqual(["Samsung Galaxy A15", "Galaxy Buds Case"])
        // The close match first, then what holds one of the words.
        expect((await suggest("solr lantern")).names).toEqual(["Solar Lantern", "Lantern Stand"])
        expect((await suggest("lantrn")).names).toEqual(["Lantern Stand", "Solar Lantern"])
      })

      it("finds a partial word anywhere in the name, names starting with it first", async () => {
        expect((await suggest("lant")).names).toEqual(["Lantern Stand", "Solar Lantern"])
        expect((await suggest("ntern")).names.sort()).toEqual(["Lantern Stand", "Solar Lantern"])
        expect((await suggest("galaxy")).names).toEqual(["Galaxy Buds Case", "Samsung Galaxy A15"])
        // Any word matches (of 3 letters or more), those holding more of them first.
        expect((await suggest("lantern solar")).names).toEqual(["Solar Lantern", "Lantern Stand"])
        expect((await suggest("no such lantern")).names.sort()).toEqual(["Lantern Stand", "Solar Lantern"])
      })

      it("finds a product by its SKU or part of it, in any case", async () => {
        expect((await suggest("SHF-SG")).names).toEqual(["Brown Sugar 2kg"])
        expect((await suggest("shf-sg-008")).names).toEqual(["Brown Sugar 2kg"])
        // A sibling SKU with the same first part ("SMG-BC-102") is not close enough.
        expect((await suggest("SMG-A15")).names).toEqual(["Samsung Galaxy A15"])
        expect((await suggest("no-such-lantern")).names).toEqual([])
      })

      it("finds a brand's products by the brand's name", async () => {
        const shamba = await suggest("shamba fresh")
        expect(shamba.status).toBe(200)
        expect(shamba.data.products).toEqual([{ name: "Brown Sugar 2kg", slug: "brown-sugar-2kg", price: 350, imageUrl: null }])
      })

      it("ranks names that start with the term before words that do, before the close ones", async () => {
        expect((await suggest("sam")).names).toEqual(["Samsung Galaxy A15", "Galaxy Buds Case"])
        // "Test product 1", "Test product 10", … all contain "product 1"; the exact start comes first.
        expect((await suggest("test product 1")).names.slice(0, 2)).toEqual(["Test product 1", "Test product 10"])
      })

      it("answers NUL, control characters and overlong terms with 400, wildcards with an empty list, never a 500", async () => {
        const nul = await suggest("sol\u0000ar")
        expect(nul.status).toBe(400)
        expect(nul.data).toEqual({ error: "The address of this request is malformed." })

        const control = await suggest("sol\u0001ar")
        expect(control.status).toBe(400)
        expect(control.data).toEqual({ error: "The search may not contain control characters." })

        const long = await suggest("a".repeat(5000))
        expect(long.status).toBe(400)
        expect(long.data).toEqual({ error: "The search may not be longer than 100 characters." })

        for (const wildcard of ["%", "_", "%%", "__", "\\", "'"]) {
          const res = await suggest(wildcard)
          expect({ wildcard, status: res.status, products: res.data.products }).toEqual({ wildcard, status: 200, products: [] })
        }
      })

      it("keeps suggestions cached until a catalogue change through the API clears them", async () => {
        expect((await suggest("brown sug")).names).toEqual(["Brown Sugar 2kg"])

        // A change that bypasses the shop's workflows is not seen while the suggestions are cached.
        const products = getContainer().resolve(Modules.PRODUCT)
        const [sugar] = await products.listProducts({ handle: "brown-sugar-2kg" })
        await products.updateProducts(sugar.id, { title: "Brown Sugar 1kg" })
        expect((await suggest("brown sug")).names).toEqual(["Brown Sugar 2kg"])
        expect((await suggest("BROWN SUG")).names).toEqual(["Brown Sugar 2kg"])

        const admin = await registerWithRole(api, getContainer(), "ROLE_ADMIN")
        const hidden = await api.put(`/api/product/${sugar.id}/active`, { product: { isActive: false } }, bearer(admin.token))
        expect(hidden.status).toBe(200)
        expect((await suggest("brown sug")).names).toEqual([])
      })
    })

    describe("GET /api/product/list?name=", () => {
      it("matches like the search: typos, SKUs and brand names", async () => {
        expect(await listNames("samsng")).toEqual(["Galaxy Buds Case", "Samsung Galaxy A15"])
        expect(await listNames("solr lantern")).toEqual(["Lantern Stand", "Solar Lantern"])
        expect(await listNames("SHF-SG")).toEqual(["Brown Sugar 2kg"])
        expect(await listNames("lant")).toEqual(["Lantern Stand", "Solar Lantern"])
      })

      it("answers NUL, control characters and overlong names with 400 and wildcards with no products", async () => {
        const nul = await api.get(`/api/product/list?name=${encodeURIComponent("a\u0000b")}`, anyStatus)
        expect(nul.status).toBe(400)
        expect(nul.data).toEqual({ error: "Text may not contain NUL characters." })

        const control = await api.get(`/api/product/list?name=${encodeURIComponent("a\u001bb")}`, anyStatus)
        expect(control.status).toBe(400)
        expect(control.data).toEqual({ error: "name may not contain control characters." })

        const long = await api.get(`/api/product/list?name=${"a".repeat(5000)}`, anyStatus)
        expect(long.status).toBe(400)

        for (const wildcard of ["%", "_"]) {
          const res = await api.get(`/api/product/list?name=${encodeURIComponent(wildcard)}`, anyStatus)
          expect({ wildcard, status: res.status, count: res.data.count }).toEqual({ wildcard, status: 200, count: 0 })
        }
      })
    })
  },
})
