import multer from "multer"
import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MAX_IMAGE_BYTES, MAX_IMAGES } from "./uploaded-images"
import { invalid } from "../../domain/errors"
import { holdsNul, NUL_REFUSED } from "./request-guards"

const upload = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: MAX_IMAGE_BYTES, files: MAX_IMAGES, fields: 50, fieldSize: 64 * 1024 },
}).array("image", MAX_IMAGES)

const LIMIT_MESSAGES: Record<string, string> = {
  LIMIT_FILE_SIZE: "Each image may be at most 5 MB.",
  LIMIT_FILE_COUNT: `A product may have at most ${MAX_IMAGES} images.`,
  LIMIT_UNEXPECTED_FILE: `Send images in the "image" field, at most ${MAX_IMAGES}.`,
}

/**
 * Parses a multipart product form (fields and `image` files, kept in memory); limits are a 400, and so
 * is a NUL character in a text field, as for JSON bodies (the API guard runs before
 * the form is parsed, so it checks the parsed fields here).
 */
export function productImages(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
  upload(req, res, (error: unknown) => {
    if (!error) return holdsNul(req.body) ? next(invalid(NUL_REFUSED)) : next()
    const message = (error instanceof multer.MulterError && LIMIT_MESSAGES[error.code]) || "The upload could not be read."
    next(invalid(message))
  })
}
