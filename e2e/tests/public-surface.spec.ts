import { test, expect } from "../support/fixtures"

/** What an attacker finds on the shop's one port: only the shop's own surface, with its headers. */
test.describe("The shop's public surface", () => {
  test("every answer carries the security headers and no X-Powered-By", async ({ request }) => {
    for (const path of ["/", "/api/product/list?limit=1", "/api/nothing-here", "/app", "/health", "/store/products"]) {
      await test.step(path, async () => {
        const res = await request.get(path, { maxRedirects: 0 })
        const headers = res.headers()
        expect(headers["content-security-policy"], path).toContain("frame-ancestors 'none'")
        expect(headers["content-security-policy"], path).toContain("default-src 'self'")
        expect(headers["x-content-type-options"], path).toBe("nosniff")
        expect(headers["referrer-policy"], path).toBe("strict-origin-when-cross-origin")
        expect(headers["x-powered-by"], path).toBeUndefined()
      })
    }
  })

  test("Medusa's auth routes other than Medusa Admin's, and its store routes, answer 404, however they are spelled", async ({ request }) => {
    const body = { email: `squatter.${Date.now()}@example.com`, password: "secret-pass" }
    for (const path of [
      "/auth/customer/emailpass",
      "/auth/customer/emailpass/register",
      "/AUTH/Customer/emailpass",
      "/auth/%63ustomer/emailpass",
      "/auth/seller/emailpass/register",
      "/auth/User/emailpass",
      "/auth/%75ser/emailpass/register",
      "/auth/emailpass/user",
      "/auth/user/emailpass/update",
    ]) {
      const res = await request.post(path, { data: body })
      expect({ path, status: res.status() }).toEqual({ path, status: 404 })
    }
    // Medusa Admin's own sign-up is there, for invited people only.
    const uninvited = await request.post("/auth/user/emailpass/register", { data: body })
    expect(uninvited.status()).toBe(403)
    for (const path of ["/store/products", "/Store/products", "/%73tore/products", "/store/customers/me"]) {
      const res = await request.get(path, { headers: { "x-publishable-api-key": "pk_anything" } })
      expect({ path, status: res.status() }).toEqual({ path, status: 404 })
    }
    const registered = await request.post("/api/auth/register", {
      data: { ...body, firstName: "Real", lastName: "Owner", isSubscribed: false },
    })
    expect(registered.status()).toBe(200)
  })

  test("the API stays closed to other origins and answers unknown paths with JSON", async ({ request }) => {
    const preflight = await request.fetch("/api/auth/login", {
      method: "OPTIONS",
      headers: { origin: "https://evil.example", "access-control-request-method": "POST" },
    })
    expect(preflight.headers()["access-control-allow-origin"]).toBeUndefined()
    const cross = await request.get("/api/product/list?limit=1", { headers: { origin: "https://evil.example" } })
    expect(cross.headers()["access-control-allow-origin"]).toBeUndefined()

    const unknown = await request.get("/api/nothing-here")
    expect(unknown.status()).toBe(404)
    expect(await unknown.json()).toEqual({ message: expect.any(String) })
  })
})
