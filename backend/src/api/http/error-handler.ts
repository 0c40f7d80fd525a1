import {
  errorHandler,
  getHttpResponseFromError,
  type MedusaNextFunction,
  type MedusaRequest,
  type MedusaResponse,
} from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { TooManyRequestsError } from "../../domain/errors"

const medusaErrorHandler = errorHandler()
export const UNEXPECTED_ERROR_MESSAGE = "Your request could not be processed. Please try again."
export const INVALID_REQUEST_MESSAGE = "Invalid request."
/** What a refusal worded by Medusa itself (not by the shop) says to the client. */
export const NOT_DONE_MESSAGE = "This could not be done. Please try again, or contact us if it keeps happening."

/**
 * A Medusa id (a prefix and a ULID: `iitem_01…`, `ordli_01…`) in a message marks Medusa's own wording,
 * such as "Cannot remove following inventory item(s) since they have reservations: [iitem_…]": the
 * shop's messages never name internal ids.
 */
const MEDUSA_ID = /\b[a-z]+_[0-9A-HJKMNP-TV-Z]{26}\b/

/** Messages for the client errors that Express and body-parser raise before any route runs. */
const FRAMEWORK_ERRORS: Record<string, string> = {
  "entity.parse.failed": "The request body is not valid JSON.",
  "entity.too.large": "The request body is too large.",
  "encoding.unsupported": "The request body's encoding is not supported.",
  "charset.unsupported": "The request body's charset is not supported.",
  "request.aborted": "The request was aborted.",
  "parameters.too.many": "The request has too many parameters.",
}

/** What reaches the handler: Medusa's errors, the body parser's (`status`, `type`) and others'. */
type ThrownError = Error & { __isMedusaError?: boolean; type?: string; status?: number; statusCode?: number; cause?: unknown }

/** PostgreSQL's class 22 (data exception: bad text, numbers out of range, too long values) is bad input. */
const isDataException = (error: unknown) => {
  const code = typeof error === "object" && error !== null && "code" in error ? error.code : undefined
  return typeof code === "string" && code.startsWith("22") && code.length === 5
}

function clientStatus(error: ThrownError): number | null {
  const status = Number(error?.status ?? error?.statusCode)
  return Number.isInteger(status) && status >= 400 && status < 500 ? status : null
}

/**
 * A rate limit's refusal, thrown as it is or re-thrown by a workflow, which serializes a step's error
 * into a plain object that keeps its message and `statusCode` (not its class).
 */
function isTooManyRequests(error: ThrownError) {
  return error instanceof TooManyRequestsError || (!error?.__isMedusaError && clientStatus(error) === 429 && typeof error.message === "string")
}

/**
 * The shop's response conventions for `/api`: 400 `{ error }`, 404 `{ message }`, 429 `{ error }`, and
 * for anything unexpected a generic message (details go to the log, never to the client).
 * Medusa's own routes keep Medusa's error format.
 */
export function apiErrorHandler(error: ThrownError, req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction): void {
  if (!req.originalUrl.startsWith("/api/")) {
    medusaErrorHandler(error, req, res, next)
    return
  }
  if (isTooManyRequests(error)) {
    res.status(429).json({ error: error.message })
    return
  }
  const frameworkStatus = clientStatus(error)
  if (frameworkStatus && !error?.__isMedusaError) {
    res.status(frameworkStatus).json({ error: FRAMEWORK_ERRORS[error.type ?? ""] ?? INVALID_REQUEST_MESSAGE })
    return
  }
  if (isDataException(error) || isDataException(error?.cause)) {
    res.status(400).json({ error: INVALID_REQUEST_MESSAGE })
    return
  }
  const { statusCode, body } = getHttpResponseFromError(error)
  if (statusCode >= 500) {
    req.scope?.resolve(ContainerRegistrationKeys.LOGGER)?.error(error)
    res.status(500).json({ error: UNEXPECTED_ERROR_MESSAGE })
    return
  }
  const message = body.message || INVALID_REQUEST_MESSAGE
  if (statusCode === 404) {
    res.status(404).json({ message })
    return
  }
  if (MEDUSA_ID.test(message)) {
    req.scope?.resolve(ContainerRegistrationKeys.LOGGER)?.warn(`${req.method} ${req.originalUrl} refused by Medusa: ${message}`)
    res.status(statusCode).json({ error: NOT_DONE_MESSAGE })
    return
  }
  res.status(statusCode).json({ error: message })
}
