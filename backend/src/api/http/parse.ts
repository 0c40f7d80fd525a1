import { z } from "@medusajs/framework/zod"
import { invalid } from "../../domain/errors"

/**
 * Parses a request's query or body with a zod schema; the first failing field's message
 * becomes a 400 `{ error }` through the API error handler.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {})
  if (!result.success) {
    const issue = result.error.issues[0]
    throw invalid(issue?.message || "Invalid request.")
  }
  return result.data
}
