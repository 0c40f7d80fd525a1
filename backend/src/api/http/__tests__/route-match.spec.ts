import { compileRoutes, matchRoute } from "../route-match"
import { canonicalPath } from "../request-guards"

const routes = compileRoutes([
  { matcher: "/api/product/list", methods: ["GET"] },
  { matcher: "/api/product/item/:slug", methods: ["GET"] },
  { matcher: "/api/product/:id", methods: ["GET", "PUT"] },
  { matcher: "/api/product/:id/active", methods: ["PUT"] },
  { matcher: "/api/product/list/search/:term", methods: ["GET"] },
])
const matcherOf = (method: string, path: string) => matchRoute(routes, method, path)?.route.matcher ?? null

describe("matchRoute", () => {
  it("prefers a literal segment over a parameter, as the router does", () => {
    expect(matcherOf("GET", "/api/product/list")).toBe("/api/product/list")
    expect(matcherOf("GET", "/api/product/abc")).toBe("/api/product/:id")
    expect(matcherOf("PUT", "/api/product/list")).toBe("/api/product/:id")
  })

  it("matches decoded segments case-insensitively, and the canonical path of an encoded one", () => {
    expect(matcherOf("GET", "/API/Product/LIST")).toBe("/api/product/list")
    expect(matcherOf("GET", canonicalPath("/api/product/%6cist")!)).toBe("/api/product/list")
    expect(matchRoute(routes, "GET", "/api/product/list/search/a%2Fb")?.params).toEqual({ term: "a/b" })
  })

  it("finds nothing for unknown paths, other methods, empty segments, or a public path without its parameter", () => {
    expect(matcherOf("GET", "/api/product/item")).toBe("/api/product/:id")
    expect(matcherOf("DELETE", "/api/product/abc")).toBeNull()
    expect(matcherOf("GET", "/api/nothing")).toBeNull()
    expect(matcherOf("GET", "/api//product/list")).toBeNull()
    expect(matcherOf("HEAD", "/api/product/list/")).toBe("/api/product/list")
  })
})

describe("canonicalPath", () => {
  it("decodes escaped unreserved characters only, and refuses bad escapes and NUL", () => {
    expect(canonicalPath("/api/%62rand/%6cist")).toBe("/api/brand/list")
    expect(canonicalPath("/api/product/list/search/a%2fb%20c")).toBe("/api/product/list/search/a%2Fb%20c")
    expect(canonicalPath("/api/address/%")).toBeNull()
    expect(canonicalPath("/api/address/%ff")).toBeNull()
    expect(canonicalPath("/api/address/a%00")).toBeNull()
  })
})
