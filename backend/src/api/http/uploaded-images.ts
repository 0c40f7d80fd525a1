import crypto from "crypto"
import { invalid } from "../../domain/errors"

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024
export const MAX_IMAGES = 10
export const IMAGE_TYPE_MESSAGE = "Please upload files with jpg, jpeg, png format."

type Upload = { originalname: string; buffer: Buffer; size: number }

const JPEG = [0xff, 0xd8, 0xff]
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
const startsWith = (buffer: Buffer, signature: number[]) => signature.every((byte, i) => buffer[i] === byte)

/** The image's real type from its first bytes (a renamed text file is not an image). */
function imageType(buffer: Buffer) {
  if (startsWith(buffer, JPEG)) return { ext: "jpg", mimeType: "image/jpeg" }
  if (startsWith(buffer, PNG)) return { ext: "png", mimeType: "image/png" }
  return null
}

/** Checks every upload by content and size; returns them under generated names, ready for the file module. */
export function toImageFiles(files: Upload[]) {
  return files.map((file) => {
    const type = /\.(jpe?g|png)$/i.test(file.originalname) ? imageType(file.buffer) : null
    if (!type) {
      throw invalid(IMAGE_TYPE_MESSAGE)
    }
    if (file.size > MAX_IMAGE_BYTES) {
      throw invalid("Each image may be at most 5 MB.")
    }
    return {
      filename: `${crypto.randomUUID()}.${type.ext}`,
      mimeType: type.mimeType,
      content: file.buffer.toString("base64"),
      access: "public" as const,
    }
  })
}

/** The request's uploaded `image` files (parsed by the productImages middleware), checked; at least one. */
export function uploadedImages(req: { files?: unknown }) {
  const uploads = (req.files ?? []) as Upload[]
  if (!uploads.length) {
    throw invalid(IMAGE_TYPE_MESSAGE)
  }
  return toImageFiles(uploads)
}
