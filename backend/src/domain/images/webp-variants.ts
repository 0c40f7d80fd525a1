import path from "path"
import sharp from "sharp"

/** Responsive widths (px) of the WebP copies made of every product image. */
export const WEBP_WIDTHS = [320, 640, 960]
const WEBP_QUALITY = 78

/** A file as Medusa's file module takes it. */
export type ImageFile = { filename: string; mimeType: string; content: string; access: "public" }
/** Stored as the product image's metadata: its WebP copies by width. */
export type WebpSource = { width: number; url: string }

/** The widths to make for an image this wide: the standard ones below it, and its own (never upscaled). */
export function widthsFor(imageWidth: number) {
  const widths = WEBP_WIDTHS.filter((width) => width < imageWidth)
  if (imageWidth > 0 && imageWidth <= WEBP_WIDTHS[WEBP_WIDTHS.length - 1]) widths.push(imageWidth)
  return widths
}

/**
 * WebP copies of a JPEG or PNG image at its responsive widths, named after it
 * (`lantern.jpg` → `lantern-320w.webp`), ready for the file module. An image the decoder
 * cannot read gets none and is served as it is (uploads are decoded before they get here).
 */
export async function webpVariants(image: ImageFile): Promise<(ImageFile & { width: number })[]> {
  const input = Buffer.from(image.content, "base64")
  const stem = path.parse(image.filename).name
  try {
    const { width = 0 } = await sharp(input).metadata()
    return await Promise.all(
      widthsFor(width).map(async (target) => ({
        filename: `${stem}-${target}w.webp`,
        mimeType: "image/webp",
        content: (await sharp(input).resize({ width: target }).webp({ quality: WEBP_QUALITY }).toBuffer()).toString("base64"),
        access: "public" as const,
        width: target,
      }))
    )
  } catch {
    return []
  }
}

/** Every file to upload: the originals first, then each original's WebP copies in order. */
export function filesToUpload(originals: ImageFile[], variants: (ImageFile & { width: number })[][]): ImageFile[] {
  return [...originals, ...variants.flat().map(({ width: _width, ...file }) => file)]
}

/**
 * Product images for Medusa (`{ url, metadata: { webp } }`) from the uploaded files, which
 * come back in the order of `filesToUpload`.
 */
export function productImages(uploaded: { url: string }[], variants: { width: number }[][]) {
  let next = variants.length
  return variants.map((copies, index) => ({
    url: uploaded[index].url,
    metadata: { webp: copies.map(({ width }): WebpSource => ({ width, url: uploaded[next++].url })) },
  }))
}
