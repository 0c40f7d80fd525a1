import crypto from "crypto"
import sharp from "sharp"
import { invalid } from "../../domain/errors"
import type { ImageFile } from "../../domain/images/webp-variants"

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024
export const MAX_IMAGES = 10
/** Larger images are refused before they are decoded (a small compressed file can hold a huge image). */
export const MAX_IMAGE_PIXELS = 50_000_000
export const IMAGE_TYPE_MESSAGE = "Please upload files with jpg, jpeg, png format."
export const IMAGE_PIXELS_MESSAGE = "Each image may be at most 50 megapixels."

type Upload = { originalname: string; buffer: Buffer; size: number }
type ImageType = { ext: "jpg" | "png"; mimeType: string; format: "jpeg" | "png" }

const JPEG = [0xff, 0xd8, 0xff]
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
const startsWith = (buffer: Buffer, signature: number[]) => signature.every((byte, i) => buffer[i] === byte)

/** The type the image's first bytes claim (a renamed text file claims none). */
function claimedType(buffer: Buffer): ImageType | null {
  if (startsWith(buffer, JPEG)) return { ext: "jpg", mimeType: "image/jpeg", format: "jpeg" }
  if (startsWith(buffer, PNG)) return { ext: "png", mimeType: "image/png", format: "png" }
  return null
}

/**
 * Decodes the whole image with sharp: the header must describe an image of the claimed format
 * and every pixel must decode (a valid header followed by HTML or garbage, or a truncated file, fails).
 */
async function decodes(buffer: Buffer, type: ImageType) {
  const meta = await sharp(buffer).metadata().catch(() => null)
  if (!meta || meta.format !== type.format) return false
  if ((meta.width ?? 0) * (meta.height ?? 0) > MAX_IMAGE_PIXELS) throw invalid(IMAGE_PIXELS_MESSAGE)
  return sharp(buffer, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: "error" })
    .stats()
    .then(
      () => true,
      () => false
    )
}

/**
 * Checks every upload by name, content and size, decoding each in turn (one image in memory at a
 * time); returns them under generated names, ready for the file module.
 */
export async function toImageFiles(files: Upload[]): Promise<ImageFile[]> {
  const checked: ImageFile[] = []
  for (const file of files) {
    const type = /\.(jpe?g|png)$/i.test(file.originalname) ? claimedType(file.buffer) : null
    if (!type) {
      throw invalid(IMAGE_TYPE_MESSAGE)
    }
    if (file.size > MAX_IMAGE_BYTES) {
      throw invalid("Each image may be at most 5 MB.")
    }
    if (!(await decodes(file.buffer, type))) {
      throw invalid(IMAGE_TYPE_MESSAGE)
    }
    checked.push({
      filename: `${crypto.randomUUID()}.${type.ext}`,
      mimeType: type.mimeType,
      content: file.buffer.toString("base64"),
      access: "public",
    })
  }
  return checked
}

/** The request's uploaded `image` files (parsed by the productImages middleware), checked; at least one. */
export async function uploadedImages(req: { files?: unknown }) {
  const uploads = (req.files ?? []) as Upload[]
  if (!uploads.length) {
    throw invalid(IMAGE_TYPE_MESSAGE)
  }
  return toImageFiles(uploads)
}
