import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { compileRoutes, matchRoute } from "./route-match"
import { PUBLIC_API_ROUTES } from "../public-routes"
import { routeMiddlewares, type ApiRoute, type Middleware } from "./api-route"
import { notFound } from "../../domain/errors"

export const UNKNOWN_API_PATH = "The requested resource was not found."

const PUBLIC = new Set<string>(PUBLIC_API_ROUTES)
const OPEN_POLICIES = new Set(["public", "maybeSignedIn"])

/** A route is open only when its area says so AND the public list names it; otherwise it needs a token. */
export function effectivePolicy(route: ApiRoute, method: string): ApiRoute["policy"] {
  if (!OPEN_POLICIES.has(route.policy)) return route.policy
  return PUBLIC.has(`${method} ${route.matcher}`) ? route.policy : "signedIn"
}

function runChain(chain: Middleware[], req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
  const step = (index: number) => (error?: unknown) => {
    if (error) return next(error)
    if (index === chain.length) return next()
    // A middleware may throw synchronously when called back from a parser (multer), outside Express's try.
    new Promise((resolve) => resolve(chain[index](req, res, step(index + 1)))).catch(next)
  }
  step(0)()
}

/**
 * Deny by default: each `/api` request is matched once, on its decoded path, to exactly one declared
 * route, whose policy, parser and validation then run. A path no route declares is a 404 `{ message }`.
 */
export function apiGate(routes: ApiRoute[]) {
  const compiled = compileRoutes(routes)
  const chains = new Map<string, Middleware[]>()
  for (const route of routes) {
    for (const method of route.methods) {
      chains.set(`${method} ${route.matcher}`, routeMiddlewares(route, effectivePolicy(route, method)))
    }
  }
  return function apiGate(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
    const path = `/api${req.path}`
    if (path === "/api/files" || path.startsWith("/api/files/")) return next()
    const match = matchRoute(compiled, req.method, path)
    if (!match) return next(notFound(UNKNOWN_API_PATH))
    const method = req.method === "HEAD" ? "GET" : req.method
    req.params = { ...req.params, ...match.params }
    runChain(chains.get(`${method} ${match.route.matcher}`) ?? [], req, res, next)
  }
}
