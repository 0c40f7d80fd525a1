import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import fs from "fs"
import path from "path"
import sharp from "sharp"
import { shopPaths } from "../../../src/config/paths"
import { SEED_IMAGE_DIR } from "../../../src/scripts/seed/import-catalogue"
import { anyStatus, bearer, register } from "../../helpers/accounts"
import { registerWithRole } from "../../helpers/shop"
import { SAMPLE_IMAGE, seedTestCatalogue } from "../../fixtures/catalogue"

const JPEG = fs.readFileSync(path.join(SEED_IMAGE_DIR, SAMPLE_IMAGE))
/** A 1×1 PNG whose pixel data does not decode (a bad compressed block): not a real image. */
const BROKEN_PNG = Buffer.from(
  "89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082",
  "hex"
)
/** A real 240×160 PNG, made in beforeAll. */
let PNG: Buffer
const HTML = (marker: string) => Buffer.from(`<html><body><script>alert("${marker}")</script></body></html>`)

/** True when a file written to the upload folder in the last minute holds `marker`. */
function storedUploadHolds(marker: string) {
  const dir = shopPaths().uploadDir
  if (!fs.existsSync(dir)) return false
  const recent = Date.now() - 60_000
  return fs
    .readdirSync(dir)
    .map((name) => path.join(dir, name))
    .filter((file) => fs.statSync(file).isFile() && fs.statSync(file).mtimeMs > recent)
    .some((file) => fs.readFileSync(file).includes(marker))
}

type Part = [name: string, value: string] | [name: "image", content: Buffer, filename: string, type: string]

function form(parts: Part[]) {
  const data = new FormData()
  for (const part of parts) {
    if (part[0] === "image" && part.length === 4) {
      data.append("image", new Blob([new Uint8Array(part[1])], { type: part[3] }), part[2])
    } else {
      data.append(part[0], part[1] as string)
    }
  }
  return data
}

const fields = (overrides: Record<string, string> = {}): Part[] =>
  Object.entries({
    sku: "NEW-001",
    name: "Maasai Market Basket",
    description: "A handwoven sisal basket.",
    quantity: "40",
    price: "2499",
    taxable: "1",
    isActive: "true",
    isAddon: "false",
    variants: "Small, Large",
    ...overrides,
  }) as Part[]

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    let brandId: string

    beforeAll(async () => {
      await seedTestCatalogue(getContainer())
      PNG = await sharp({ create: { width: 240, height: 160, channels: 3, background: "#2e7d32" } }).png().toBuffer()
    })

    beforeEach(async () => {
      brandId = (await api.get("/api/brand/list")).data.brands.find((b) => b.slug === "acacia")._id
    })

    const add = (token: string, parts: Part[]) => api.post("/api/product/add", form(parts), bearer(token))

    it("adds a product with two images that the shop then shows, with its price, stock and VAT flag", async () => {
      const admin = await registerWithRole(api, getContainer(), "ROLE_ADMIN")
      const res = await add(admin.token, [
        ...fields({ brand: brandId }),
        ["image", JPEG, "front.jpg", "image/jpeg"],
        ["image", PNG, "side.png", "image/png"],
      ])

      expect(res.status).toBe(200)
      expect(res.data.product).toMatchObject({
        sku: "NEW-001",
        slug: "maasai-market-basket",
        price: 2499,
        quantity: 40,
        taxable: true,
        isActive: true,
        variants: ["Small", "Large"],
        brand: { slug: "acacia" },
      })
      expect(res.data.product.images).toHaveLength(2)
      expect(res.data.product.images.every((name: string) => /^\d+-[0-9a-f-]{36}\.(jpg|png)$/.test(name))).toBe(true)

      const shown = await api.get("/api/product/item/maasai-market-basket", anyStatus)
      expect(shown.status).toBe(200)
      const image = await api.get(`/api/files/${shown.data.product.images[0]}`, { ...anyStatus, responseType: "arraybuffer" })
      expect(Buffer.compare(Buffer.from(image.data), JPEG)).toBe(0)

      // WebP copies at the responsive widths, never wider than the upload (480 px and 240 px here).
      const [frontSet, sideSet] = shown.data.product.webpSrcsets
      expect(frontSet).toMatch(/^\/api\/files\/\S+-320w\.webp 320w, \/api\/files\/\S+-480w\.webp 480w$/)
      expect(sideSet).toMatch(/^\/api\/files\/\S+-240w\.webp 240w$/)
      const side = await api.get(`/api/files/${shown.data.product.images[1]}`, { ...anyStatus, responseType: "arraybuffer" })
      expect(Buffer.compare(Buffer.from(side.data), PNG)).toBe(0)
      const webp = await api.get(frontSet.split(" ")[0], { ...anyStatus, responseType: "arraybuffer" })
      expect(webp.status).toBe(200)
      expect(webp.headers["content-type"]).toBe("image/webp")
      expect((await sharp(Buffer.from(webp.data)).metadata()).width).toBe(320)
    })

    it.each([
      ["a file of another type", ["image", Buffer.from("GIF89a...."), "x.gif", "image/gif"], "Please upload files with jpg, jpeg, png format."],
      ["a text file renamed .jpg", ["image", Buffer.from("not an image at all"), "x.jpg", "image/jpeg"], "Please upload files with jpg, jpeg, png format."],
      ["an image over 5 MB", ["image", Buffer.concat([JPEG, Buffer.alloc(5 * 1024 * 1024)]), "big.jpg", "image/jpeg"], "Each image may be at most 5 MB."],
      ["a PNG whose pixels do not decode", ["image", BROKEN_PNG, "x.png", "image/png"], "Please upload files with jpg, jpeg, png format."],
    ] as [string, Part, string][])("refuses %s and stores nothing", async (_label, image, error) => {
      const admin = await registerWithRole(api, getContainer(), "ROLE_ADMIN")
      const res = await add(admin.token, [...fields({ brand: brandId, sku: "BAD-1", name: "Bad Upload" }), image])
      expect(res.status).toBe(400)
      expect(res.data).toEqual({ error })
      expect((await api.get("/api/product/item/bad-upload", anyStatus)).status).toBe(404)
    })

    it("decodes every upload: a PNG or JPEG header followed by HTML or garbage, or a cut-off image, is refused and not stored", async () => {
      const admin = await registerWithRole(api, getContainer(), "ROLE_ADMIN")
      const pngSignature = PNG.subarray(0, 8)
      const cases: [string, Buffer, string][] = [
        ["png-signature-html", Buffer.concat([pngSignature, HTML("png-signature-html")]), "page.png"],
        ["png-header-html", Buffer.concat([PNG.subarray(0, 33), HTML("png-header-html")]), "page.png"],
        ["jpeg-header-garbage", Buffer.concat([JPEG.subarray(0, 600), HTML("jpeg-header-garbage"), Buffer.alloc(2_000, 0x41)]), "page.jpg"],
        ["jpeg-cut-off", Buffer.concat([JPEG.subarray(0, JPEG.length >> 1), HTML("jpeg-cut-off")]), "half.jpg"],
        ["png-cut-off", Buffer.concat([PNG.subarray(0, PNG.length - 20), HTML("png-cut-off")]), "half.png"],
      ]
      for (const [marker, content, filename] of cases) {
        const res = await add(admin.token, [
          ...fields({ brand: brandId, sku: "BAD-2", name: "Html Upload" }),
          ["image", content, filename, filename.endsWith(".png") ? "image/png" : "image/jpeg"],
        ])
        expect([marker, res.status, res.data]).toEqual([marker, 400, { error: "Please upload files with jpg, jpeg, png format." }])
        expect(storedUploadHolds(marker)).toBe(false)
      }
      // One bad file among good ones refuses the whole form.
      const mixed = await add(admin.token, [
        ...fields({ brand: brandId, sku: "BAD-2", name: "Html Upload" }),
        ["image", JPEG, "good.jpg", "image/jpeg"],
        ["image", Buffer.concat([pngSignature, HTML("mixed")]), "bad.png", "image/png"],
      ])
      expect(mixed.status).toBe(400)
      expect((await api.get("/api/product/item/html-upload", anyStatus)).status).toBe(404)

      // Real images of both types are still taken, and served byte for byte.
      const good = await add(admin.token, [
        ...fields({ brand: brandId, sku: "GOOD-2", name: "Real Images" }),
        ["image", PNG, "real.png", "image/png"],
        ["image", JPEG, "real.jpeg", "image/jpeg"],
      ])
      expect(good.status).toBe(200)
      const [png, jpeg] = good.data.product.images as string[]
      expect(png).toMatch(/\.png$/)
      expect(jpeg).toMatch(/\.jpg$/)
      const served = await api.get(`/api/files/${png}`, { ...anyStatus, responseType: "arraybuffer" })
      expect(served.headers["content-type"]).toBe("image/png")
      expect(Buffer.compare(Buffer.from(served.data), PNG)).toBe(0)
    })

    it("refuses an image of more than 50 megapixels before decoding it", async () => {
      const admin = await registerWithRole(api, getContainer(), "ROLE_ADMIN")
      const huge = await sharp({ create: { width: 8_000, height: 6_400, channels: 3, background: "#ffffff" } }).png().toBuffer()
      const started = Date.now()
      const res = await add(admin.token, [...fields({ brand: brandId, sku: "HUGE-1", name: "Huge Image" }), ["image", huge, "huge.png", "image/png"]])
      expect(res.status).toBe(400)
      expect(res.data).toEqual({ error: "Each image may be at most 50 megapixels." })
      expect(Date.now() - started).toBeLessThan(5_000)
    })

    it("refuses a NUL character in a multipart text field or field name with a 400, like a JSON body", async () => {
      const admin = await registerWithRole(api, getContainer(), "ROLE_ADMIN")
      const image: Part = ["image", JPEG, "a.jpg", "image/jpeg"]
      for (const parts of [fields({ brand: brandId, name: "Nul\u0000Basket" }), fields({ brand: brandId, description: "A basket\u0000<script>" })]) {
        const res = await add(admin.token, [...parts, image])
        expect(res.status).toBe(400)
        expect(res.data).toEqual({ error: "Text may not contain NUL characters." })
      }
      // A NUL in a field's name is already a malformed part for the multipart parser.
      const badName = await add(admin.token, [...fields({ brand: brandId }), ["note\u0000", "x"], image])
      expect(badName.status).toBe(400)
      expect(badName.data).toEqual({ error: expect.any(String) })
      expect((await api.get("/api/product/item/maasai-market-basket", anyStatus)).status).toBe(404)
      // The same form without the NUL is taken.
      expect((await add(admin.token, [...fields({ brand: brandId, name: "Nul Basket" }), image])).status).toBe(200)
    })

    it("refuses missing images, bad fields and sku or slug clashes", async () => {
      const admin = await registerWithRole(api, getContainer(), "ROLE_ADMIN")
      const image: Part = ["image", JPEG, "a.jpg", "image/jpeg"]
      expect((await add(admin.token, fields({ brand: brandId }))).data).toEqual({ error: "Please upload files with jpg, jpeg, png format." })
      expect((await add(admin.token, [...fields({ sku: "bad sku!" }), image])).data).toEqual({
        error: "Sku may have alpha-numeric characters, as well as dashes and underscores only.",
      })
      expect((await add(admin.token, [...fields({ price: "0" }), image])).data).toEqual({ error: "Price must be at least 1." })
      expect((await add(admin.token, [...fields({ quantity: "2.5" }), image])).data).toEqual({ error: "Quantity must be a whole number." })
      expect((await add(admin.token, [...fields({ description: "x".repeat(201) }), image])).data).toEqual({
        error: "Description may not be greater than 200 characters.",
      })
      const skuClash = await add(admin.token, [...fields({ brand: brandId, sku: "TST-001" }), image])
      expect(skuClash.data.error).toMatch(/sku "TST-001" already exists/)
      const slugClash = await add(admin.token, [...fields({ brand: brandId, name: "Test product 1" }), image])
      expect(slugClash.data.error).toMatch(/slug "test-product-1" already exists/)
    })

    it("edits price, slug and stock, toggles it, and deletes it", async () => {
      const admin = await registerWithRole(api, getContainer(), "ROLE_ADMIN")
      const id = (await api.get("/api/product/item/test-product-5", anyStatus)).data.product._id

      const edited = await api.put(
        `/api/product/${id}`,
        { product: { price: 555, slug: "renamed-five", quantity: 7, taxable: true } },
        bearer(admin.token)
      )
      expect(edited.status).toBe(200)
      const shown = (await api.get("/api/product/item/renamed-five", anyStatus)).data.product
      expect(shown).toMatchObject({ price: 555, quantity: 7, taxable: true })
      expect((await api.put(`/api/product/${id}`, { product: { slug: "test-product-6" } }, bearer(admin.token))).status).toBe(400)

      await api.put(`/api/product/${id}/active`, { product: { isActive: false } }, bearer(admin.token))
      expect((await api.get("/api/product/item/renamed-five", anyStatus)).status).toBe(404)
      expect((await api.get(`/api/product/${id}`, bearer(admin.token))).data.product.isActive).toBe(false)
      await api.put(`/api/product/${id}/active`, { product: { isActive: true } }, bearer(admin.token))
      expect((await api.get("/api/product/item/renamed-five", anyStatus)).status).toBe(200)

      expect((await api.delete(`/api/product/delete/${id}`, bearer(admin.token))).status).toBe(200)
      expect((await api.get(`/api/product/${id}`, bearer(admin.token))).status).toBe(404)
      expect((await api.get("/api/product/list")).data.count).toBe(24)
    })

    it("answers 401 to anonymous callers and 403 to members on every admin product route", async () => {
      const member = await register(api)
      const id = (await api.get("/api/product/item/test-product-2", anyStatus)).data.product._id
      for (const [method, url, body] of [
        ["get", "/api/product"],
        ["get", "/api/product/list/select"],
        ["get", `/api/product/${id}`],
        ["post", "/api/product/add", form(fields())],
        ["put", `/api/product/${id}`, { product: { price: 1 } }],
        ["put", `/api/product/${id}/active`, { product: { isActive: false } }],
        ["delete", `/api/product/delete/${id}`],
      ] as [string, string, unknown?][]) {
        const call = (options: object) => (body ? api[method](url, body, options) : api[method](url, options))
        expect([url, (await call(anyStatus)).status]).toEqual([url, 401])
        expect([url, (await call(bearer(member.token))).status]).toEqual([url, 403])
      }
      expect((await api.get("/api/product/item/test-product-2", anyStatus)).data.product.price).toBe(200)
    })
  },
})
