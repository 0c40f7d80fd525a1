import { z } from "@medusajs/framework/zod"
import { MedusaError } from "@medusajs/framework/utils"
import type { MedusaRequest } from "@medusajs/framework/http"
import { bodyOf, paramsOf, queryOf, validateBody, validateParams, validateQuery } from "../validate"

const Body = z.object({
  name: z.string({ error: "Name is required." }).trim().min(1, "Name is required."),
  age: z.coerce.number({ error: "Age must be a number." }),
})

type Middleware = ReturnType<typeof validateBody>
const asRequest = (value: object) => value as unknown as MedusaRequest
const noResponse = {} as Parameters<Middleware>[1]

const run = (middleware: Middleware, req: MedusaRequest) => {
  const next = jest.fn()
  middleware(req, noResponse, next)
  return next
}

describe("validateBody / validateQuery / validateParams", () => {
  it("leaves the parsed value on the request for the route", () => {
    const req = asRequest({ body: { name: "  Wanjiru ", age: "31" }, query: { name: "Otieno", age: "7" }, params: { name: "x", age: "1" } })
    expect(run(validateBody(Body), req)).toHaveBeenCalledTimes(1)
    run(validateQuery(Body), req)
    run(validateParams(Body), req)
    expect(bodyOf<typeof Body>(req)).toEqual({ name: "Wanjiru", age: 31 })
    expect(queryOf<typeof Body>(req)).toEqual({ name: "Otieno", age: 7 })
    expect(paramsOf<typeof Body>(req)).toEqual({ name: "x", age: 1 })
  })

  it("stops with a 400 carrying the first failing field's message", () => {
    const next = jest.fn()
    let thrown: unknown
    try {
      validateBody(Body)(asRequest({ body: { age: "many" } }), noResponse, next)
    } catch (error) {
      thrown = error
    }
    expect(thrown).toBeInstanceOf(MedusaError)
    expect(thrown).toMatchObject({ type: MedusaError.Types.INVALID_DATA, message: "Name is required." })
    expect(next).not.toHaveBeenCalled()
  })

  it("tells the developer when a route reads input its area did not declare", () => {
    expect(() => bodyOf<typeof Body>(asRequest({}))).toThrow(/validateBody is not declared/)
  })
})
