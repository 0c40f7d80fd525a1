import fs from "node:fs"
import path from "node:path"
import middlewares, { apiRoutes } from "../middlewares"
import { PUBLIC_API_ROUTES } from "../public-routes"
import { effectivePolicy } from "../http/api-gate"

const ROUTES_DIR = path.join(__dirname, "..")
const API_DIR = path.join(ROUTES_DIR, "api")
const HOOKS_DIR = path.join(ROUTES_DIR, "hooks")
const ADMIN_DIR = path.join(ROUTES_DIR, "admin")

/** Every `route.ts` under `dir` (src/api/<area>) with its source, as "METHOD /<area>/path/:param". */
function routeSources(dir: string): { call: string; source: string }[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return routeSources(full)
    if (entry.name !== "route.ts") return []
    const matcher = "/" + path.relative(ROUTES_DIR, dir).split(path.sep).join("/").replace(/\[(\w+)\]/g, ":$1")
    const source = fs.readFileSync(full, "utf8")
    const methods = [...source.matchAll(/export const (GET|POST|PUT|DELETE)\b/g)].map((m) => m[1])
    return methods.map((method) => ({ call: `${method} ${matcher.replace(/\/$/, "")}`, source }))
  })
}

/** Every `route.ts` under src/api/api as "METHOD /api/path/:param". */
const routeFiles = (dir: string) => routeSources(dir).map(({ call }) => call)

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

/** The middleware entries of `/hooks` paths, as "METHOD /hooks/path/:param", and whether each keeps the raw body. */
function declaredHooks() {
  const routes = (middlewares as { routes?: { matcher: string | RegExp; methods?: string[]; bodyParser?: unknown }[] }).routes ?? []
  return routes
    .filter((route) => typeof route.matcher === "string" && route.matcher.startsWith("/hooks/"))
    .flatMap((route) =>
      (route.methods ?? []).map((method) => ({
        call: `${method} ${route.matcher}`,
        rawBody: (route.bodyParser as { preserveRawBody?: boolean } | undefined)?.preserveRawBody === true,
      }))
    )
}

describe("hook routes (/hooks)", () => {
  it("declares a middleware entry for every hook route file, and only for those", () => {
    expect(new Set(declaredHooks().map(({ call }) => call))).toEqual(new Set(routeFiles(HOOKS_DIR)))
    expect(routeFiles(HOOKS_DIR).length).toBeGreaterThan(0)
  })

  it("keeps every hook's raw body (stored as the provider posted it)", () => {
    expect(declaredHooks().filter(({ rawBody }) => !rawBody)).toEqual([])
  })

  it("checks the secret in the path of every hook with the shared helper", () => {
    const unchecked = routeSources(HOOKS_DIR).filter(({ source }) => !/requireHookSecret\(req\.params\.secret\b/.test(source))
    expect(unchecked.map(({ call }) => call)).toEqual([])
  })
})

describe("Medusa Admin routes (/admin)", () => {
  it("keeps the shop's own admin routes under /admin/shop, beside Medusa's", () => {
    const calls = routeFiles(ADMIN_DIR)
    expect(calls.length).toBeGreaterThan(0)
    expect(calls.filter((call) => !/^\w+ \/admin\/shop\//.test(call))).toEqual([])
  })

  it("never opts a route out of Medusa's admin authentication", () => {
    const open = routeSources(ADMIN_DIR).filter(({ source }) => /export const AUTHENTICATE\b/.test(source))
    expect(open.map(({ call }) => call)).toEqual([])
  })
})
