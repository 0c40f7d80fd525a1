import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { invalid } from "../../domain/errors"

export const MALFORMED_PATH = "The address of this request is malformed."
export const NUL_REFUSED = "Text may not contain NUL characters."

const UNRESERVED = /^[A-Za-z0-9\-._~]$/

/**
 * The path as Express and every policy will see it: percent-encoded unreserved characters
 * (`%6c` for `l`) are decoded, so that `/api/product/%6cist` is `/api/product/list` for the router
 * and the policies alike. Returns null when a segment is not valid percent-encoding or holds NUL.
 */
export function canonicalPath(rawPath: string): string | null {
  const segments = rawPath.split("/")
  for (const segment of segments) {
    let decoded: string
    try {
      decoded = decodeURIComponent(segment)
    } catch {
      return null
    }
    if (decoded.includes("\u0000")) return null
  }
  return rawPath.replace(/%([0-9A-Fa-f]{2})/g, (escape, hex: string) => {
    const char = String.fromCharCode(parseInt(hex, 16))
    return UNRESERVED.test(char) ? char : escape.toUpperCase()
  })
}

/** True when a string, a key or any nested value holds a NUL character. */
export function holdsNul(value: unknown, depth = 0): boolean {
  if (depth > 32) return false
  if (typeof value === "string") return value.includes("\u0000")
  if (Array.isArray(value)) return value.some((item) => holdsNul(item, depth + 1))
  if (value && typeof value === "object") {
    return Object.entries(value).some(([key, item]) => key.includes("\u0000") || holdsNul(item, depth + 1))
  }
  return false
}

/**
 * First guard of every `/api` request: a malformed or NUL-bearing path, query or JSON body is a 400
 * before anything reaches a route or the database; the path is rewritten to its canonical form.
 */
export function guardApiRequest(req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) {
  const [rawPath, ...rest] = req.url.split("?")
  const path = canonicalPath(rawPath)
  if (path === null) {
    return next(invalid(MALFORMED_PATH))
  }
  if (path !== rawPath) {
    req.url = [path, ...rest].join("?")
  }
  if (rest.length && rest.join("?").includes("%00")) {
    return next(invalid(NUL_REFUSED))
  }
  if (holdsNul(req.query) || holdsNul(req.body)) {
    return next(invalid(NUL_REFUSED))
  }
  next()
}
