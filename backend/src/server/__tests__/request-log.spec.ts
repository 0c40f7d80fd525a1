import fs from "fs"
import http from "http"
import os from "os"
import path from "path"
import type { AddressInfo } from "net"
import { gateRequests } from "../server-gate"
import { gateSettings } from "../../config/server-gate"

function get(origin: string, urlPath: string, method = "GET"): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.request(origin + urlPath, { method, headers: { "user-agent": "request-log-test" } }, (res) => {
      res.resume()
      res.on("end", () => resolve(res.statusCode ?? 0))
    })
    req.on("error", reject)
    req.end()
  })
}

async function linesOf(file: string, count: number) {
  const deadline = Date.now() + 5_000
  let lines: string[] = []
  while (Date.now() < deadline) {
    lines = fs.existsSync(file) ? fs.readFileSync(file, "utf8").split("\n").filter(Boolean) : []
    if (lines.length >= count) break
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  return lines.map((line) => JSON.parse(line) as Record<string, unknown>)
}

describe("the request log: one JSON line per HTTP request, in a file", () => {
  let root: string
  const servers: http.Server[] = []
  const previousDist = process.env.STOREFRONT_DIST

  async function serve(env: NodeJS.ProcessEnv) {
    const medusa: http.RequestListener = (_req, res) => {
      res.statusCode = 200
      res.setHeader("content-length", "6")
      res.end("medusa")
    }
    const server = http.createServer(gateRequests(medusa, gateSettings(env)))
    servers.push(server)
    server.listen(0, "127.0.0.1")
    await new Promise((resolve) => server.once("listening", resolve))
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  }

  beforeAll(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), "request-log-"))
    const dist = path.join(root, "dist")
    fs.mkdirSync(dist)
    fs.writeFileSync(path.join(dist, "index.html"), "<!doctype html><title>Duka</title>")
    fs.writeFileSync(path.join(dist, "favicon.svg"), "<svg/>")
    process.env.STOREFRONT_DIST = dist
  })

  afterAll(async () => {
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))))
    process.env.STOREFRONT_DIST = previousDist
    fs.rmSync(root, { recursive: true, force: true })
  })

  it("writes every request (storefront files, closed paths, Medusa's routes) to SHOP_REQUEST_LOG, tokens left out", async () => {
    const file = path.join(root, "data", "logs", "requests.log")
    const origin = await serve({ SHOP_REQUEST_LOG: file })

    expect(await get(origin, "/favicon.svg")).toBe(200)
    expect(await get(origin, "/store/products")).toBe(404)
    expect(await get(origin, "/api/product/list?limit=1")).toBe(200)
    expect(await get(origin, "/api/auth/reset/secret-reset-token", "POST")).toBe(200)

    const lines = await linesOf(file, 4)
    expect(lines.map(({ method, path, status }) => ({ method, path, status }))).toEqual([
      { method: "GET", path: "/favicon.svg", status: 200 },
      { method: "GET", path: "/store/products", status: 404 },
      { method: "GET", path: "/api/product/list?limit=1", status: 200 },
      { method: "POST", path: "/api/auth/reset/:token", status: 200 },
    ])
    expect(lines[2]).toEqual({
      level: "http",
      client_ip: "127.0.0.1",
      http_version: "1.1",
      method: "GET",
      path: "/api/product/list?limit=1",
      status: 200,
      response_size: 6,
      duration: expect.any(Number),
      referrer: "-",
      user_agent: "request-log-test",
      timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    })
    expect(fs.readFileSync(file, "utf8")).not.toContain("secret-reset-token")
  })

  it("writes the Daraja hooks' secret segment as :secret", async () => {
    const file = path.join(root, "data", "logs", "hooks.log")
    const origin = await serve({ SHOP_REQUEST_LOG: file })

    expect(await get(origin, "/hooks/daraja/stk-secret-1", "POST")).toBe(200)
    expect(await get(origin, "/hooks/daraja/stk-secret-2/status", "POST")).toBe(200)
    expect(await get(origin, "/HOOKS/Payouts/b2c-secret-3/result?x=1", "POST")).toBe(200)

    const lines = await linesOf(file, 3)
    expect(lines.map(({ path }) => path)).toEqual(["/hooks/daraja/:secret", "/hooks/daraja/:secret/status", "/HOOKS/Payouts/:secret/result?x=1"])
    expect(fs.readFileSync(file, "utf8")).not.toMatch(/secret-\d/)
  })

  it("hands Medusa (its own HTTP log, error lines) the URL with secrets named, and routes by the real one", async () => {
    const seen: { url?: string; originalUrl?: string }[] = []
    const medusa: http.RequestListener = (req, res) => {
      seen.push({ url: req.url, originalUrl: (req as typeof req & { originalUrl?: string }).originalUrl })
      res.end()
    }
    const server = http.createServer(gateRequests(medusa, gateSettings({})))
    servers.push(server)
    server.listen(0, "127.0.0.1")
    await new Promise((resolve) => server.once("listening", resolve))
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

    await get(origin, "/hooks/payouts/b2c-secret-4/timeout", "POST")
    await get(origin, "/api/auth/reset/reset-token-5", "POST")
    await get(origin, "/api/product/list")
    expect(seen).toEqual([
      { url: "/hooks/payouts/b2c-secret-4/timeout", originalUrl: "/hooks/payouts/:secret/timeout" },
      { url: "/api/auth/reset/reset-token-5", originalUrl: "/api/auth/reset/:token" },
      { url: "/api/product/list", originalUrl: undefined },
    ])
  })

  it("writes nothing without SHOP_REQUEST_LOG (Medusa's own log, by LOG_LEVEL, is all there is)", async () => {
    const origin = await serve({})
    expect(await get(origin, "/api/product/list")).toBe(200)
    expect(fs.readdirSync(root)).toEqual(["data", "dist"])
  })
})
