import fs from "fs"
import path from "path"
import sharp from "sharp"
import { filesToUpload, productImages, webpVariants, widthsFor } from "../webp-variants"

const SEED_JPEG = path.join(__dirname, "../../../scripts/seed/images/jua-power-solar-lantern.jpg")
const image = (content: Buffer, filename: string) =>
  ({ filename, mimeType: "image/jpeg", content: content.toString("base64"), access: "public" as const })

describe("WebP copies of product images", () => {
  it("picks the standard widths below the image and its own, never upscaling", () => {
    expect(widthsFor(480)).toEqual([320, 480])
    expect(widthsFor(2000)).toEqual([320, 640, 960])
    expect(widthsFor(960)).toEqual([320, 640, 960])
    expect(widthsFor(200)).toEqual([200])
  })

  it("makes real WebP files of those widths, named after the image", async () => {
    const copies = await webpVariants(image(fs.readFileSync(SEED_JPEG), "lantern.jpg"))
    expect(copies.map((c) => [c.filename, c.width, c.mimeType])).toEqual([
      ["lantern-320w.webp", 320, "image/webp"],
      ["lantern-480w.webp", 480, "image/webp"],
    ])
    const meta = await sharp(Buffer.from(copies[0].content, "base64")).metadata()
    expect([meta.format, meta.width]).toEqual(["webp", 320])
  })

  it("makes none for an image the decoder cannot read", async () => {
    const broken = Buffer.concat([fs.readFileSync(SEED_JPEG).subarray(0, 400)])
    expect(await webpVariants(image(broken, "broken.jpg"))).toEqual([])
  })

  it("pairs the uploaded files back with their images", () => {
    const originals = [image(Buffer.from("a"), "a.jpg"), image(Buffer.from("b"), "b.jpg")]
    const copies = [[{ ...originals[0], filename: "a-320w.webp", width: 320 }], []]
    expect(filesToUpload(originals, copies).map((f) => f.filename)).toEqual(["a.jpg", "b.jpg", "a-320w.webp"])
    expect(productImages([{ url: "/f/1-a.jpg" }, { url: "/f/2-b.jpg" }, { url: "/f/3-a-320w.webp" }], copies)).toEqual([
      { url: "/f/1-a.jpg", metadata: { webp: [{ width: 320, url: "/f/3-a-320w.webp" }] } },
      { url: "/f/2-b.jpg", metadata: { webp: [] } },
    ])
  })
})
