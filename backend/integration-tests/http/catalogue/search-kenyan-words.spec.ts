import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { ensureKenyaSetup } from "../../../src/scripts/seed/region"
import { importCatalogue } from "../../../src/scripts/seed/import-catalogue"
import { anyStatus, bearer, register } from "../../helpers/accounts"
import { order, registerWithRole } from "../../helpers/shop"
import { seedTestCatalogue, testCatalogue } from "../../fixtures/catalogue"

const item = (sku: string, name: string, slug: string, price: number) => ({
  sku,
  name,
  slug,
  description: `${name}.`,
  price,
  quantity: 50,
  taxable: true,
  isAddon: false,
  brand: "acacia",
  category: "kitchen",
  variants: [],
  images: [],
})

/** Beside the test catalogue: what Kenyans look for, named the way sellers name it. */
const kenyanCatalogue = {
  categories: testCatalogue.categories,
  brands: testCatalogue.brands,
  products: [
    item("KIO-001", "Kiondo Handbag", "kiondo-handbag", 2_500),
    item("BSK-002", "Woven Shopping Basket", "woven-shopping-basket", 900),
    item("KIO-003", "Kiondo Basket Large", "kiondo-basket-large", 3_200),
    item("MZF-004", "Jogoo Maize Flour 2kg", "jogoo-maize-flour-2kg", 210),
    item("TEL-005", "Smart Television 43 inch", "smart-television-43", 32_000),
    item("SUF-006", "Aluminium Cooking Pot Set", "aluminium-cooking-pot-set", 2_800),
  ],
}

medusaIntegrationTestRunner({
  env: { CATALOGUE_CACHE_MS: "60000" },
  testSuite: ({ api, getContainer }) => {
    beforeAll(async () => {
      await seedTestCatalogue(getContainer())
      await importCatalogue(getContainer(), await ensureKenyaSetup(getContainer()), kenyanCatalogue)
    })

    const suggest = async (term: string) => {
      const res = await api.get(`/api/product/list/search/${encodeURIComponent(term)}`, anyStatus)
      expect(res.status).toBe(200)
      return (res.data.products as { name: string }[]).map((p) => p.name)
    }
    const listNames = async (name: string) => {
      const res = await api.get(`/api/product/list?name=${encodeURIComponent(name)}`, anyStatus)
      expect(res.status).toBe(200)
      return (res.data.products as { name: string }[]).map((p) => p.name).sort()
    }
    const help = (term: string) => api.get(`/api/product/list/search/${encodeURIComponent(term)}/help`, anyStatus)

    describe("any-word matching", () => {
      it("finds the products holding any of the words, those holding more of them first", async () => {
        const names = await suggest("kiondo basket")
        expect(names[0]).toBe("Kiondo Basket Large")
        expect(names.slice(1).sort()).toEqual(["Kiondo Handbag", "Woven Shopping Basket"])
        const more = await suggest("woven shopping kiondo")
        expect(more[0]).toBe("Woven Shopping Basket")
        expect(more.slice(1).sort()).toEqual(["Kiondo Basket Large", "Kiondo Handbag"])
      })

      it("ranks the list the same way whatever the sort, and counts every match", async () => {
        const res = await api.get(`/api/product/list?name=${encodeURIComponent("kiondo basket")}&order=2`, anyStatus)
        expect(res.status).toBe(200)
        expect(res.data.count).toBe(3)
        // Both words first; then the others by price, low to high.
        expect(res.data.products.map((p: { name: string }) => p.name)).toEqual(["Kiondo Basket Large", "Woven Shopping Basket", "Kiondo Handbag"])
        expect(await listNames("woven kiondo bag")).toEqual(["Kiondo Basket Large", "Kiondo Handbag", "Woven Shopping Basket"])
      })
    })

    describe("Swahili–English synonyms", () => {
      it("finds maize flour for unga, a television for TV and a cooking pot for sufuria, in the search and the list", async () => {
        expect(await suggest("unga")).toEqual(["Jogoo Maize Flour 2kg"])
        expect(await suggest("unga 2kg")).toEqual(["Jogoo Maize Flour 2kg"])
        expect(await suggest("TV")).toEqual(["Smart Television 43 inch"])
        expect(await listNames("sufuria")).toEqual(["Aluminium Cooking Pot Set"])
      })

      it("lets the admin list, add and remove synonyms; members and visitors may not", async () => {
        const admin = await registerWithRole(api, getContainer(), "ROLE_ADMIN")
        const member = await register(api)

        const listed = await api.get("/api/search/synonym", bearer(admin.token))
        expect(listed.status).toBe(200)
        expect(listed.data.synonyms).toEqual(
          expect.arrayContaining([
            { _id: expect.any(String), term: "unga", meaning: "maize flour" },
            { _id: expect.any(String), term: "simu", meaning: "phone" },
            { _id: expect.any(String), term: "tv", meaning: "television" },
          ])
        )

        expect((await api.get("/api/search/synonym", anyStatus)).status).toBe(401)
        expect((await api.get("/api/search/synonym", bearer(member.token))).status).toBe(403)
        const refused = await api.post("/api/search/synonym/add", { term: "mkoba", meaning: "handbag" }, bearer(member.token))
        expect(refused.status).toBe(403)
        expect(await suggest("mkoba")).toEqual([])

        const added = await api.post("/api/search/synonym/add", { term: "  Mkoba ", meaning: "Handbag" }, bearer(admin.token))
        expect(added.status).toBe(200)
        expect(added.data.synonym).toEqual({ _id: expect.any(String), term: "mkoba", meaning: "handbag" })
        expect(await suggest("mkoba")).toEqual(["Kiondo Handbag"])

        const twice = await api.post("/api/search/synonym/add", { term: "mkoba", meaning: "bag" }, bearer(admin.token))
        expect(twice.status).toBe(409)

        expect((await api.delete(`/api/search/synonym/delete/${added.data.synonym._id}`, bearer(member.token))).status).toBe(403)
        const removed = await api.delete(`/api/search/synonym/delete/${added.data.synonym._id}`, bearer(admin.token))
        expect(removed.status).toBe(200)
        expect(await suggest("mkoba")).toEqual([])
        expect((await api.delete(`/api/search/synonym/delete/${added.data.synonym._id}`, bearer(admin.token))).status).toBe(404)
      })

      it("answers a bad synonym with a clear 400", async () => {
        const admin = await registerWithRole(api, getContainer(), "ROLE_ADMIN")
        const add = (body: unknown) => api.post("/api/search/synonym/add", body, bearer(admin.token))
        expect((await add({ meaning: "phone" })).data).toEqual({ error: "Word is required." })
        expect((await add({ term: "x", meaning: "phone" })).data).toEqual({ error: "Word must be at least 2 characters." })
        expect((await add({ term: "simu2", meaning: "a".repeat(61) })).data).toEqual({ error: "Meaning may not be longer than 60 characters." })
        expect((await add({ term: "sim\u0000u", meaning: "phone" })).status).toBe(400)
        const same = await add({ term: "Phone", meaning: "phone" })
        expect(same.status).toBe(400)
        expect(same.data).toEqual({ error: "A word and its meaning must differ." })
      })
    })

    describe("GET /api/product/list/search/:term/help", () => {
      it("offers a corrected search that finds products", async () => {
        expect(await suggest("kyondo")).toEqual([])
        const res = await help("kyondo")
        expect(res.status).toBe(200)
        expect(res.data.didYouMean).toBe("kiondo")
        expect(await suggest("kiondo")).toContain("Kiondo Handbag")
        expect((await help("zzzzqqq")).data.didYouMean).toBeNull()
      })

      it("offers the popular products: most sold first, then the best reviewed", async () => {
        const before = (await help("zzzzqqq")).data.popular.map((p: { slug: string }) => p.slug)
        expect(before).toHaveLength(8)
        expect(before.slice(0, 2).sort()).toEqual(["test-product-2", "test-product-3"])

        const member = await register(api)
        await order(api, member.token, [{ slug: "woven-shopping-basket", quantity: 2 }])
        const after = (await help("zzzzqqq")).data.popular
        expect(after[0]).toEqual({ name: "Woven Shopping Basket", slug: "woven-shopping-basket", price: 900, imageUrl: null })
      })

      it("answers a bad term with 400", async () => {
        expect((await help("a".repeat(101))).status).toBe(400)
        expect((await help("sol\u0001ar")).data).toEqual({ error: "The search may not contain control characters." })
      })

      it("is limited per address: past 300 look-ups in 15 minutes a 429 says so", async () => {
        const statuses: number[] = []
        while (statuses.length <= 300 && !statuses.includes(429)) {
          const batch = await Promise.all(Array.from({ length: 25 }, () => help("zzzzqqq")))
          statuses.push(...batch.map((res) => res.status))
        }
        expect(statuses.filter((status) => status === 200).length).toBeLessThanOrEqual(300)
        const limited = await help("kyondo")
        expect(limited.status).toBe(429)
        expect(limited.data.error).toMatch(/^Too many searches from your network\. Please try again in \d+ minutes?\.$/)
      })
    })
  },
})
