import type { IncomingMessage, RequestListener, ServerResponse } from "http"
import helmet from "helmet"
import path from "path"
import { canonicalPath } from "../api/http/request-guards"
import { shopPaths } from "../config/paths"
import { isMedusaAuthPath, medusaAuthDoor } from "../domain/accounts/medusa-auth-routes"
import { inlineScriptHashes } from "./inline-scripts"
import { redactedUrl, requestLogger } from "./request-log"
import { staticFastPath } from "./static-fast-path"
import { gateSettings, type GateSettings } from "../config/server-gate"

/** `/store` would bypass `/api`'s rules; it opens only with SHOP_STORE_API=on (the bench's baseline). */
export function closedPrefixes(settings: Pick<GateSettings, "storeApiOpen"> = gateSettings()) {
  return settings.storeApiOpen ? [] : ["/store"]
}

/**
 * Express routes case-insensitively and decodes escapes, so the check does too. Medusa's `/auth` routes
 * would bypass `/api`'s rules (no rate limits, e-mail squatting): only Medusa Admin's, spelled exactly,
 * get through (src/domain/accounts/medusa-auth-routes.ts).
 */
export function isClosedPath(url: string | undefined, prefixes: string[], method?: string) {
  const rawPath = (url ?? "/").split("?")[0]
  const path = (canonicalPath(rawPath) ?? "").toLowerCase()
  if (isMedusaAuthPath(path)) return medusaAuthDoor(method, rawPath) === null
  return prefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))
}

function securityHeaders({ https }: Pick<GateSettings, "https">) {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        "default-src": ["'self'"],
        // The storefront's index.html marks its route for the app shell in an inline script.
        "script-src": ["'self'", ...inlineScriptHashes(path.join(shopPaths().storefrontDist, "index.html"))],
        // styled-components and Medusa Admin write <style> elements at run time.
        "style-src": ["'self'", "'unsafe-inline'"],
        "img-src": ["'self'", "data:", "blob:"],
        "font-src": ["'self'", "data:"],
        "connect-src": ["'self'"],
        "object-src": ["'none'"],
        "base-uri": ["'self'"],
        "form-action": ["'self'"],
        "frame-ancestors": ["'none'"],
        ...(https ? { "upgrade-insecure-requests": [] } : {}),
      },
    },
    strictTransportSecurity: https,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  })
}

/** Express sets X-Powered-By inside its own app, after this gate; the header is never let through. */
function hidePoweredBy(res: ServerResponse) {
  const setHeader = res.setHeader.bind(res)
  res.setHeader = (name: string, value: number | string | readonly string[]) =>
    name.toLowerCase() === "x-powered-by" ? res : setHeader(name, value)
}

/**
 * Express keeps an originalUrl set before it routes (routing reads req.url): Medusa's own HTTP log
 * (LOG_LEVEL http or finer) and error lines then name the hooks' secrets and the tokens instead of
 * writing them down.
 */
function hideSecretsFromMedusaLog(req: IncomingMessage & { originalUrl?: string }) {
  const shown = redactedUrl(req.url ?? "/")
  if (shown !== req.url) req.originalUrl = shown
}

/**
 * Wraps the HTTP server's request listener: every request in the request log (when
 * SHOP_REQUEST_LOG names one), security headers on every answer, the closed Medusa routes
 * answered 404 before any of Medusa's own middleware runs, and the storefront's files, product
 * images and cached catalogue reads (catalogue-fast-path.ts) served without it.
 */
export function gateRequests(listener: RequestListener, settings: GateSettings = gateSettings()): RequestListener {
  const headers = securityHeaders(settings)
  const prefixes = closedPrefixes(settings)
  const serveStaticFile = staticFastPath(shopPaths(), listener)
  // Loaded when the server is created, as the chat is (instrumentation.ts): it reads through Medusa's container.
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a synchronous, deferred load
  const { catalogueFastPath } = require("./catalogue-fast-path") as typeof import("./catalogue-fast-path")
  const serveCachedCatalogue = catalogueFastPath(listener)
  const logRequest = requestLogger(settings.requestLog)
  return (req: IncomingMessage, res: ServerResponse) => {
    logRequest(req, res)
    hideSecretsFromMedusaLog(req)
    hidePoweredBy(res)
    headers(req, res, () => {
      if (isClosedPath(req.url, prefixes, req.method)) {
        res.statusCode = 404
        res.setHeader("Content-Type", "application/json; charset=utf-8")
        res.end(JSON.stringify({ message: "Not found." }))
        return
      }
      if (!serveStaticFile(req, res) && !serveCachedCatalogue(req, res)) listener(req, res)
    })
  }
}
