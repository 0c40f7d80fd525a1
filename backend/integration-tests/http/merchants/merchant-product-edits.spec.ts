import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import fs from "fs"
import type { Knex } from "knex"
import path from "path"
import sharp from "sharp"
import { SEED_IMAGE_DIR } from "../../../src/scripts/seed/import-catalogue"
import { anyStatus, bearer } from "../../helpers/accounts"
import { merchantWithAccount } from "../../helpers/merchants"
import { SAMPLE_IMAGE, seedTestCatalogue } from "../../fixtures/catalogue"

const JPEG = fs.readFileSync(path.join(SEED_IMAGE_DIR, SAMPLE_IMAGE))

function photos(files: [Buffer, string, string][], fields: Record<string, string> = {}) {
  const data = new FormData()
  for (const [name, value] of Object.entries(fields)) data.append(name, value)
  for (const [content, filename, type] of files) data.append("image", new Blob([new Uint8Array(content)], { type }), filename)
  return data
}

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    const knex = () => getContainer().resolve<Knex>(ContainerRegistrationKeys.PG_CONNECTION)
    let PNG: Buffer

    beforeAll(async () => {
      await seedTestCatalogue(getContainer())
      PNG = await sharp({ create: { width: 200, height: 120, channels: 3, background: "#1565c0" } }).png().toBuffer()
    })

    it("a merchant edits the stock, category and photos (add, remove, reorder) of her own product; another merchant is refused", async () => {
      const amina = await merchantWithAccount(api, getContainer(), "baobab")
      const other = await merchantWithAccount(api, getContainer(), "acacia")
      const token = bearer(amina.token)
      const added = await api.post(
        "/api/product/add",
        photos([[JPEG, "front.jpg", "image/jpeg"], [PNG, "side.png", "image/png"]], {
          sku: "AMI-001", name: "Kikoy Scarf", description: "A cotton kikoy.", quantity: "5", price: "1200", taxable: "0",
        }),
        token
      )
      expect(added.status).toBe(200)
      const id = added.data.product._id as string
      const [front, side] = added.data.product.images as string[]
      const read = async () => (await api.get(`/api/product/${id}`, token)).data.product

      // Stock and category after creation.
      const kitchen = await knex()("product_category").where({ handle: "kitchen" }).first("id")
      expect((await api.put(`/api/product/${id}`, { product: { quantity: 17, category: kitchen.id } }, token)).status).toBe(200)
      expect(await read()).toMatchObject({ quantity: 17, category: { _id: kitchen.id, slug: "kitchen" } })
      const badCategory = await api.put(`/api/product/${id}`, { product: { category: "pcat_nope" } }, { ...token, ...anyStatus })
      expect(badCategory.status).toBe(400)
      expect(badCategory.data.error).toBe("Category is invalid.")
      expect((await api.put(`/api/product/${id}`, { product: { category: null } }, token)).status).toBe(200)
      expect((await read()).category).toBeNull()

      // A third photo, then the order changed and the first removed.
      const more = await api.post(`/api/product/${id}/images`, photos([[PNG, "back.png", "image/png"]]), token)
      expect(more.status).toBe(200)
      expect(more.data.product.images.slice(0, 2)).toEqual([front, side])
      const back = more.data.product.images[2] as string
      expect((await api.put(`/api/product/${id}`, { product: { images: [back, side] } }, token)).status).toBe(200)
      const reordered = await read()
      expect(reordered.images).toEqual([back, side])
      expect(reordered.imageUrl).toBe(`/api/files/${encodeURIComponent(back)}`)
      // The shop shows them in that order, with the WebP copies following their photo.
      const shown = (await api.get(`/api/product/item/${reordered.slug}`)).data.product
      expect(shown.images).toEqual([back, side])
      expect(shown.webpSrcsets[0]).toMatch(/-200w\.webp 200w$/)

      // Names that are not the product's photos, a repeat or none at all: 400, nothing changed.
      const refuse = async (images: unknown, error: string) => {
        const res = await api.put(`/api/product/${id}`, { product: { images } }, { ...token, ...anyStatus })
        expect([res.status, res.data.error]).toEqual([400, error])
      }
      await refuse([front], "Images may only name the product's own images.")
      await refuse([back, back], "Each image may be listed once.")
      await refuse([], "A product needs at least one image.")
      await refuse("x.jpg", "Images must be a list of file names.")
      expect((await read()).images).toEqual([back, side])

      // Another merchant: 404 (existence does not leak) on every edit; nothing changed.
      const foreign = { ...bearer(other.token), ...anyStatus }
      expect((await api.put(`/api/product/${id}`, { product: { quantity: 0 } }, foreign)).status).toBe(404)
      expect((await api.put(`/api/product/${id}`, { product: { images: [side] } }, foreign)).status).toBe(404)
      expect((await api.post(`/api/product/${id}/images`, photos([[PNG, "evil.png", "image/png"]]), foreign)).status).toBe(404)
      expect(await read()).toMatchObject({ quantity: 17, images: [back, side] })
      // Anonymous: 401; a photo that is not an image: 400.
      expect((await api.post(`/api/product/${id}/images`, photos([[PNG, "x.png", "image/png"]]), anyStatus)).status).toBe(401)
      const notImage = await api.post(`/api/product/${id}/images`, photos([[Buffer.from("hello"), "x.png", "image/png"]]), { ...token, ...anyStatus })
      expect(notImage.status).toBe(400)
    })
  },
})
