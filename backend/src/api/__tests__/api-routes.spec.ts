import fs from "node:fs"
import path from "node:path"
import { apiRoutes } from "../middlewares"
import { PUBLIC_API_ROUTES } from "../public-routes"
import { effectivePolicy } from "../http/api-gate"

const API_DIR = path.join(__dirname, "..", "api")

/** Every `route.ts` under src/api/api as "METHOD /api/path/:param". */
function routeFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return routeFiles(full)
    if (entry.name !== "route.ts") return []
    const matcher = "/api/" + path.relative(API_DIR, dir).split(path.sep).join("/").replace(/\[(\w+)\]/g, ":$1")
    const methods = [...fs.readFileSync(full, "utf8").matchAll(/export const (GET|POST|PUT|DELETE)\b/g)].map((m) => m[1])
    return methods.map((method) => `${method} ${matcher.replace(/\/$/, "")}`)
  })
}

describe("apiRoutes", () => {
  it("declares a policy for every /api route file, and only for those", () => {
    const declared = apiRoutes.flatMap((route) => route.methods.map((method) => `${method} ${route.matcher}`))
    expect(new Set(declared)).toEqual(new Set(routeFiles(API_DIR)))
  })

  it("declares each method of a path once", () => {
    const declared = apiRoutes.flatMap((route) => route.methods.map((method) => `${method} ${route.matcher}`))
    expect(declared.length).toBe(new Set(declared).size)
  })

  it("opens a route to anonymous callers only when the one public list names it", () => {
    const open = apiRoutes.flatMap((route) =>
      route.methods.filter((method) => ["public", "maybeSignedIn"].includes(effectivePolicy(route, method))).map((method) => `${method} ${route.matcher}`)
    )
    const listed = new Set<string>(PUBLIC_API_ROUTES)
    expect(open.filter((call) => !listed.has(call))).toEqual([])
    const declaredOpen = apiRoutes.flatMap((route) =>
      ["public", "maybeSignedIn"].includes(route.policy) ? route.methods.map((method) => `${method} ${route.matcher}`) : []
    )
    expect(declaredOpen.filter((call) => !listed.has(call))).toEqual([])
  })

  it("closes a route whose area calls it public but the public list does not", () => {
    const route = { matcher: "/api/secret", methods: ["GET" as const], policy: "public" as const }
    expect(effectivePolicy(route, "GET")).toBe("signedIn")
  })
})
