import { MedusaError } from "@medusajs/framework/utils"

/** Errors the API error handler maps: 400 `{ error }`, 403 `{ error }`, 404 `{ message }`, 429 `{ error }`. */
export const invalid = (message: string) => new MedusaError(MedusaError.Types.INVALID_DATA, message)
export const forbidden = (message: string) => new MedusaError(MedusaError.Types.FORBIDDEN, message)
export const notFound = (message: string) => new MedusaError(MedusaError.Types.NOT_FOUND, message)

export class TooManyRequestsError extends Error {
  readonly statusCode = 429
}
