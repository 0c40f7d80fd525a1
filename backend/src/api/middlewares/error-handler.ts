import {
  errorHandler,
  getHttpResponseFromError,
  type MedusaNextFunction,
  type MedusaRequest,
  type MedusaResponse,
} from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"

const medusaErrorHandler = errorHandler()
export const UNEXPECTED_ERROR_MESSAGE = "Your request could not be processed. Please try again."

/**
 * The shop's response conventions for `/api`: 400 `{ error }`, 404 `{ message }`, and
 * for anything unexpected a generic message (details go to the log, never to the client).
 * Medusa's own routes keep Medusa's error format.
 */
export function apiErrorHandler(error: any, req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction): void {
  if (!req.originalUrl.startsWith("/api/")) {
    medusaErrorHandler(error, req, res, next)
    return
  }
  const { statusCode, body } = getHttpResponseFromError(error)
  if (statusCode >= 500) {
    req.scope?.resolve(ContainerRegistrationKeys.LOGGER)?.error(error)
    res.status(500).json({ error: UNEXPECTED_ERROR_MESSAGE })
    return
  }
  const message = body.message || "Invalid request."
  if (statusCode === 404) {
    res.status(404).json({ message })
    return
  }
  res.status(statusCode).json({ error: message })
}
