import { MedusaError } from "@medusajs/framework/utils"

/**
 * The one way the shop raises an error. The API error handler maps them: 400 `{ error }`, 403 `{ error }`,
 * 404 `{ message }`, 409, 429 `{ error }`; an unexpected state is a 500 without details.
 */
export const invalid = (message: string) => new MedusaError(MedusaError.Types.INVALID_DATA, message)
/** 401 on Medusa's own routes (e.g. Medusa Admin's sign-in), in Medusa's error format. */
export const unauthorized = (message: string) => new MedusaError(MedusaError.Types.UNAUTHORIZED, message)
export const forbidden = (message: string) => new MedusaError(MedusaError.Types.FORBIDDEN, message)
export const notFound = (message: string) => new MedusaError(MedusaError.Types.NOT_FOUND, message)
export const notAllowed = (message: string) => new MedusaError(MedusaError.Types.NOT_ALLOWED, message)
export const conflict = (message: string) => new MedusaError(MedusaError.Types.CONFLICT, message)
export const unexpectedState = (message: string) => new MedusaError(MedusaError.Types.UNEXPECTED_STATE, message)

export class TooManyRequestsError extends Error {
  readonly statusCode = 429
}
