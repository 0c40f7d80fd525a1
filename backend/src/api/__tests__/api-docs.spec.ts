import fs from "node:fs"
import path from "node:path"
import { apiRoutes } from "../middlewares"
import { PUBLIC_API_ROUTES } from "../public-routes"
import { effectivePolicy } from "../http/api-gate"
import { renderApiReference } from "../docs/api-reference"
import { summariseSchema } from "../docs/zod-summary"
import { z } from "@medusajs/framework/zod"

const API_DOCS = path.join(__dirname, "..", "..", "..", "..", "docs", "api.md")

function rendered(): string {
  return renderApiReference({ routes: apiRoutes, policyOf: effectivePolicy, publicRoutes: PUBLIC_API_ROUTES, apiDir: path.join(__dirname, "..") })
}

describe("docs/api.md", () => {
  it("is what `npm run docs:api` writes from the route table", () => {
    const expected = rendered()
    // `npm run docs:api` (scripts/docs-api.mjs) runs this spec with API_DOCS_WRITE=1 to write the file.
    if (process.env.API_DOCS_WRITE === "1") fs.writeFileSync(API_DOCS, expected)
    const actual = fs.existsSync(API_DOCS) ? fs.readFileSync(API_DOCS, "utf8") : ""
    const want = expected.split("\n")
    const have = actual.split("\n")
    const drift = want.flatMap((line, i) => (line === have[i] ? [] : [`line ${i + 1}: expected ${JSON.stringify(line)}, found ${JSON.stringify(have[i] ?? null)}`]))
    if (have.length !== want.length) drift.push(`expected ${want.length} lines, found ${have.length}`)
    expect({ hint: "docs/api.md is stale: run `npm run docs:api`", drift: drift.slice(0, 5) }).toEqual({
      hint: "docs/api.md is stale: run `npm run docs:api`",
      drift: [],
    })
  })

  it("lists every declared /api call once", () => {
    const text = rendered()
    for (const route of apiRoutes) {
      for (const method of route.methods) expect(text).toContain(`| \`${method} ${route.matcher}\` |`)
    }
  })
})

describe("summariseSchema", () => {
  it("summarises fields, bounds, enums and optional fields on the input side", () => {
    const schema = z.object({
      name: z.string().max(100),
      rating: z.number().min(1).max(5),
      status: z.enum(["Processing", "Shipped"]).optional(),
      phone: z.string().max(40).transform((value) => value.trim()),
      tags: z.array(z.string()).optional(),
      limit: z.number().int().default(20),
    })
    expect(summariseSchema(schema)).toBe(
      "{ name: text ≤ 100, rating: number 1–5, status?: Processing | Shipped, phone: text ≤ 40, tags?: [text], limit?: integer (default 20) }"
    )
  })
})
