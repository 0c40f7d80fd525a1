import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { Modules } from "@medusajs/framework/utils"
import fs from "fs"
import os from "os"
import path from "path"
import { BRAND_MODULE } from "../../../src/modules/brand"
import type BrandModuleService from "../../../src/modules/brand/service"
import { seedTestCatalogue } from "../../fixtures/catalogue"

// A built storefront's index.html, as the build writes it: its <title>, meta description and an
// inline script (which the Content-Security-Policy allows by hash, so it must stay byte for byte).
const INLINE_SCRIPT = `<script>document.documentElement.dataset.shell="home";</script>`
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Duka Kenya: an online marketplace shop for Kenya, priced in Kenyan shillings." />
    <title>Duka Kenya</title>
    ${INLINE_SCRIPT}
  </head>
  <body><div id="root"></div><script type="module" src="/assets/index-abc.js"></script></body>
</html>
`
const dist = fs.mkdtempSync(path.join(os.tmpdir(), "shared-links-dist-"))
fs.writeFileSync(path.join(dist, "index.html"), INDEX_HTML)
process.env.STOREFRONT_DIST = dist
const ORIGIN = "https://duka.example"
process.env.SHOP_URL = ORIGIN

const anyStatus = { validateStatus: () => true, maxRedirects: 0 }

/** The head's tags as a link preview reads them: no JavaScript, only the HTML. */
function tagsOf(html: string) {
  const head = html.slice(0, html.indexOf("</head>"))
  const meta: Record<string, string> = {}
  for (const [, key, value] of head.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)"/g)) meta[key] = value
  return { titles: [...head.matchAll(/<title>([^<]*)<\/title>/g)].map(([, title]) => title), meta, head }
}

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    beforeAll(async () => {
      await seedTestCatalogue(getContainer())
      // Stored as a merchant could type it, and a brand switched off; read by no test before, so no
      // catalogue cache holds the old values.
      const productModule = getContainer().resolve(Modules.PRODUCT)
      const [product] = await productModule.listProducts({ handle: "test-product-5" })
      await productModule.updateProducts(product.id, {
        title: `Jiko <script>alert("x")</script> "Deluxe"`,
        description: `Burns <b>less</b> charcoal & "more" heat.`,
      })
      const brands = getContainer().resolve<BrandModuleService>(BRAND_MODULE)
      const [chui] = await brands.listBrands({ slug: "chui" })
      await brands.updateBrands({ id: chui.id, is_active: false })
    })

    afterAll(() => fs.rmSync(dist, { recursive: true, force: true }))

    it("answers a product link with index.html carrying the product's Open Graph and Twitter tags", async () => {
      const res = await api.get("/product/test-product-13", anyStatus)

      expect(res.status).toBe(200)
      expect(res.headers["content-type"]).toMatch(/^text\/html/)
      expect(res.headers["cache-control"]).toBe("no-cache")
      const { titles, meta, head } = tagsOf(res.data)
      expect(titles).toEqual(["Solar Lantern | Duka Kenya"])
      expect(meta).toMatchObject({
        description: "Description of test product 13.",
        "og:type": "product",
        "og:site_name": "Duka Kenya",
        "og:title": "Solar Lantern",
        "og:description": "Description of test product 13.",
        "og:url": `${ORIGIN}/product/test-product-13`,
        "twitter:card": "summary_large_image",
        "twitter:title": "Solar Lantern",
        "twitter:description": "Description of test product 13.",
      })
      // The image is an absolute URL that the shop really serves.
      expect(meta["og:image"]).toMatch(new RegExp(`^${ORIGIN}/api/files/\\S+\\.jpg$`))
      expect(meta["twitter:image"]).toBe(meta["og:image"])
      const image = await api.get(meta["og:image"].slice(ORIGIN.length), { ...anyStatus, responseType: "arraybuffer" })
      expect(image.status).toBe(200)
      // The app itself is unchanged: its inline script (allowed by hash) and its bundle.
      expect(head).toContain(INLINE_SCRIPT)
      expect(res.data).toContain('<div id="root"></div><script type="module" src="/assets/index-abc.js"></script>')
      expect(res.data.match(/name="description"/g)).toHaveLength(1)
    })

    it("escapes a title and description holding <, \" and &", async () => {
      const res = await api.get("/product/test-product-5", anyStatus)

      expect(res.status).toBe(200)
      const { titles, meta, head } = tagsOf(res.data)
      expect(titles).toEqual(["Jiko &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &quot;Deluxe&quot; | Duka Kenya"])
      expect(meta["og:title"]).toBe("Jiko &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &quot;Deluxe&quot;")
      expect(meta["twitter:title"]).toBe(meta["og:title"])
      expect(meta["og:description"]).toBe("Burns &lt;b&gt;less&lt;/b&gt; charcoal &amp; &quot;more&quot; heat.")
      expect(head).not.toContain("<script>alert")
      expect(head).not.toContain("<b>")
      // A product without an image: a small card, no image tags.
      expect(meta["og:image"]).toBeUndefined()
      expect(meta["twitter:card"]).toBe("summary")
    })

    it("answers a category link and a brand link with their names, descriptions and a product's image", async () => {
      const category = await api.get("/shop/category/gadgets", anyStatus)
      expect(category.status).toBe(200)
      const categoryTags = tagsOf(category.data)
      expect(categoryTags.titles).toEqual(["Gadgets | Duka Kenya"])
      expect(categoryTags.meta).toMatchObject({
        "og:type": "website",
        "og:title": "Gadgets",
        "og:description": "Small electronics.",
        "og:url": `${ORIGIN}/shop/category/gadgets`,
        "twitter:card": "summary_large_image",
      })
      expect(categoryTags.meta["og:image"]).toMatch(new RegExp(`^${ORIGIN}/api/files/\\S+\\.jpg$`))

      const brand = await api.get("/shop/brand/baobab", anyStatus)
      expect(brand.status).toBe(200)
      const brandTags = tagsOf(brand.data)
      expect(brandTags.titles).toEqual(["Baobab | Duka Kenya"])
      expect(brandTags.meta).toMatchObject({
        "og:title": "Baobab",
        "og:description": "Gadgets that last.",
        "og:url": `${ORIGIN}/shop/brand/baobab`,
        "og:image": categoryTags.meta["og:image"],
      })
    })

    it("answers an unknown or hidden product, category or brand with 404 and the plain index.html", async () => {
      for (const link of ["/product/no-such-product", "/shop/category/no-such-category", "/shop/brand/no-such-brand", "/shop/brand/chui"]) {
        const res = await api.get(link, anyStatus)
        expect({ link, status: res.status }).toEqual({ link, status: 404 })
        expect(res.headers["content-type"]).toMatch(/^text\/html/)
        expect(res.data).toBe(INDEX_HTML)
      }
      // Other paths outside the API still go to the app's not-found page.
      const other = await api.get("/products/test-product-13", anyStatus)
      expect(other.status).toBe(302)
      expect(other.headers.location).toBe("/#/404")
    })
  },
})
