import type { MedusaNextFunction, MedusaRequest, MedusaResponse, MiddlewareVerb } from "@medusajs/framework/http"
import type { z } from "@medusajs/framework/zod"
import { validateBody, validateParams, validateQuery } from "./validate"
import { policies, type PolicyName } from "./policies"

export type Middleware = (req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) => unknown

/** One `/api` route as its area declares it: who may call it and how its input is parsed. */
export type ApiRoute = {
  matcher: string
  methods: MiddlewareVerb[]
  policy: PolicyName
  /** Turns Medusa's JSON body parser off (multipart forms). */
  bodyParser?: false
  /** Runs after the policy, before validation (e.g. a multipart parser). */
  parser?: Middleware
  body?: z.ZodType
  query?: z.ZodType
  params?: z.ZodType
}

/** What runs for one matched route: the policy first (401/403), then the parser, then validation (400). */
export function routeMiddlewares(route: ApiRoute, policy: PolicyName = route.policy): Middleware[] {
  return [
    ...policies[policy],
    ...(route.parser ? [route.parser] : []),
    ...(route.params ? [validateParams(route.params)] : []),
    ...(route.query ? [validateQuery(route.query)] : []),
    ...(route.body ? [validateBody(route.body)] : []),
  ]
}

/**
 * The Medusa middleware entries the routes still need: only body parser settings (multipart forms).
 * Policies and validation run from the API gate, which matches each request to exactly one route.
 */
export function bodyParserRoutes(routes: ApiRoute[]) {
  return routes
    .filter((route) => route.bodyParser === false)
    .map((route) => ({ matcher: route.matcher, methods: route.methods, bodyParser: false as const, middlewares: [] }))
}
