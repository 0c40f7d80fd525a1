import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { z } from "@medusajs/framework/zod"
import { parseInput } from "./parse"

/**
 * Route middlewares that parse the request with the route's zod schema (a 400 `{ error }`
 * with the first failing field's message otherwise) and leave the parsed value on the
 * request, as Medusa's own `validateAndTransformBody` / `validateAndTransformQuery` do.
 * Routes read it back with `bodyOf<typeof Schema>(req)` (and `queryOf`, `paramsOf`).
 */
type Validated = MedusaRequest & { validatedParams?: unknown }

export function validateBody(schema: z.ZodType) {
  return function validateBody(req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) {
    req.validatedBody = parseInput(schema, req.body)
    next()
  }
}

export function validateQuery(schema: z.ZodType) {
  return function validateQuery(req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) {
    req.validatedQuery = parseInput(schema, req.query) as MedusaRequest["validatedQuery"]
    next()
  }
}

export function validateParams(schema: z.ZodType) {
  return function validateParams(req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) {
    ;(req as Validated).validatedParams = parseInput(schema, req.params)
    next()
  }
}

function declared<T>(value: unknown, what: string): T {
  if (value === undefined) {
    throw new Error(`${what} is not declared for this route in its area's middlewares.ts`)
  }
  return value as T
}

/** The body parsed by `validateBody(schema)`: `bodyOf<typeof Schema>(req)`. */
export function bodyOf<S extends z.ZodType>(req: MedusaRequest): z.output<S> {
  return declared(req.validatedBody, "validateBody")
}

/** The query parsed by `validateQuery(schema)`: `queryOf<typeof Schema>(req)`. */
export function queryOf<S extends z.ZodType>(req: MedusaRequest): z.output<S> {
  return declared(req.validatedQuery, "validateQuery")
}

/** The path parameters parsed by `validateParams(schema)`: `paramsOf<typeof Schema>(req)`. */
export function paramsOf<S extends z.ZodType>(req: MedusaRequest): z.output<S> {
  return declared((req as Validated).validatedParams, "validateParams")
}
