import type { MedusaNextFunction, MedusaResponse, MiddlewareVerb } from "@medusajs/framework/http"
import type { z } from "@medusajs/framework/zod"
import { validateBody, validateParams, validateQuery } from "../../lib/http/validate"
import { exceptPublicIds } from "./account"
import { policies, type PolicyName } from "./policies"

type Middleware = (req: any, res: MedusaResponse, next: MedusaNextFunction) => unknown

/** One `/api` route as its area declares it: who may call it and how its input is parsed. */
export type ApiRoute = {
  matcher: string
  methods: MiddlewareVerb[]
  policy: PolicyName
  /** GETs whose `:id` names one of these public routes beside this one skip the policy (e.g. `/api/brand/list`). */
  publicIds?: string[]
  /** Turns Medusa's JSON body parser off (multipart forms). */
  bodyParser?: false
  /** Runs after the policy, before validation (e.g. a multipart parser). */
  parser?: Middleware
  body?: z.ZodType
  query?: z.ZodType
  params?: z.ZodType
}

/** Medusa middleware entries: the policy first (401/403), then the parser, then validation (400). */
export function toMiddlewareRoutes(routes: ApiRoute[]) {
  return routes
    .map((route) => {
      const policy: Middleware[] = policies[route.policy]
      const middlewares: Middleware[] = [
        ...(route.publicIds ? [exceptPublicIds(route.publicIds, policy)] : policy),
        ...(route.parser ? [route.parser] : []),
        ...(route.params ? [validateParams(route.params)] : []),
        ...(route.query ? [validateQuery(route.query)] : []),
        ...(route.body ? [validateBody(route.body)] : []),
      ]
      return {
        matcher: route.matcher,
        methods: route.methods,
        ...(route.bodyParser === false && { bodyParser: false as const }),
        middlewares,
      }
    })
    .filter((route) => route.middlewares.length > 0 || route.bodyParser === false)
}
