import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { Modules } from "@medusajs/framework/utils"
import fs from "fs"
import path from "path"
import { SEED_IMAGE_DIR } from "../../../src/scripts/seed/import-catalogue"
import { SAMPLE_IMAGE, seedTestCatalogue } from "../../fixtures/catalogue"

const anyStatus = { validateStatus: () => true }

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    beforeAll(async () => {
      await seedTestCatalogue(getContainer())
    })

    describe("GET /api/product/item/:slug", () => {
      it("returns the product with its stock, tax flag and images", async () => {
        const res = await api.get("/api/product/item/test-product-13", anyStatus)

        expect(res.status).toBe(200)
        expect(res.data.product).toMatchObject({
          sku: "TST-013",
          name: "Solar Lantern",
          price: 1300,
          quantity: 130,
          inventory: 130,
          brand: { name: "Baobab", slug: "baobab" },
          category: { slug: "gadgets" },
        })
        expect(res.data.product.images).toHaveLength(1)
        // The seed stores WebP copies of each image (480 px wide) at 320 and 480 px.
        expect(res.data.product.webpSrcsets).toEqual([
          expect.stringMatching(/^\/api\/files\/\S+-320w\.webp 320w, \/api\/files\/\S+-480w\.webp 480w$/),
        ])

        const taxable = await api.get("/api/product/item/test-product-2", anyStatus)
        expect(taxable.data.product.taxable).toBe(true)
      })

      it("serves the product's image at /api/files/{filename}", async () => {
        const { data } = await api.get("/api/product/item/test-product-13", anyStatus)
        const image = await api.get(data.product.imageUrl, { ...anyStatus, responseType: "arraybuffer" })

        expect(image.status).toBe(200)
        expect(image.headers["content-type"]).toBe("image/jpeg")
        expect(Buffer.compare(Buffer.from(image.data), fs.readFileSync(path.join(SEED_IMAGE_DIR, SAMPLE_IMAGE)))).toBe(0)
      })

      it("answers an unknown file with 404 and no directory escape", async () => {
        const missing = await api.get("/api/files/no-such-file.jpg", anyStatus)
        expect(missing.status).toBe(404)
        expect(missing.data).toEqual({ message: "File not found." })

        const escape = await api.get("/api/files/..%2f..%2fsecrets.json", anyStatus)
        expect([403, 404]).toContain(escape.status)
      })

      it("answers 404 with a message for an unknown or inactive product", async () => {
        const unknown = await api.get("/api/product/item/no-such-product", anyStatus)
        expect(unknown.status).toBe(404)
        expect(unknown.data).toEqual({ message: "No product found." })

        const productModule = getContainer().resolve(Modules.PRODUCT)
        const [product] = await productModule.listProducts({ handle: "test-product-3" })
        await productModule.updateProducts(product.id, { status: "draft" })
        const inactive = await api.get("/api/product/item/test-product-3", anyStatus)
        expect(inactive.status).toBe(404)
        expect(inactive.data).toEqual({ message: "No product found." })
      })
    })
  },
})
