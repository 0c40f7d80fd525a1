import fs from "fs"
import http from "http"
import os from "os"
import path from "path"
import zlib from "zlib"
import type { AddressInfo } from "net"
import { staticFastPath } from "../static-fast-path"

type Reply = { status: number; headers: http.IncomingHttpHeaders; body: string }

function request(origin: string, urlPath: string, method = "GET", headers: Record<string, string> = {}): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = http.request(origin + urlPath, { method, headers }, (res) => {
      const chunks: Buffer[] = []
      res.on("data", (chunk) => chunks.push(chunk))
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString("latin1") }))
    })
    req.on("error", reject)
    req.end()
  })
}

describe("staticFastPath: storefront files and uploads before Medusa's stack", () => {
  const script = `console.log(${JSON.stringify("the storefront ".repeat(200))})`
  let root: string
  let uploadDir: string
  let server: http.Server
  let origin: string
  /** What reached the listener behind the fast path (Medusa's, in the shop). */
  const handedOver: string[] = []

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), "static-fast-path-"))
    const dist = path.join(root, "dist")
    uploadDir = path.join(root, "uploads")
    fs.mkdirSync(path.join(dist, "assets"), { recursive: true })
    fs.mkdirSync(uploadDir)
    fs.writeFileSync(path.join(dist, "index.html"), "<!doctype html><title>Duka</title>")
    fs.writeFileSync(path.join(dist, "assets/app-abc123.js"), script)
    fs.writeFileSync(path.join(dist, "assets/app-abc123.js.br"), zlib.brotliCompressSync(script))
    fs.writeFileSync(path.join(dist, "assets/app-abc123.js.gz"), zlib.gzipSync(script))
    fs.writeFileSync(path.join(uploadDir, "1700000000000-kikapu-basket.jpg"), "jpeg bytes")
    fs.writeFileSync(path.join(uploadDir, "1700000000001-gone-soon.jpg"), "jpeg bytes")

    const medusa: http.RequestListener = (req, res) => {
      handedOver.push(`${req.method} ${req.url}`)
      res.statusCode = 418
      res.end("medusa")
    }
    const serveStaticFile = staticFastPath({ storefrontDist: dist, uploadDir }, medusa)
    server = http.createServer((req, res) => {
      if (!serveStaticFile(req, res)) medusa(req, res)
    })
    server.listen(0, "127.0.0.1")
    await new Promise((resolve) => server.once("listening", resolve))
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve))
    fs.rmSync(root, { recursive: true, force: true })
  })

  beforeEach(() => {
    handedOver.length = 0
  })

  it("answers the storefront's built files itself, precompressed, with their caching", async () => {
    const asset = await request(origin, "/assets/app-abc123.js", "GET", { "accept-encoding": "br, gzip" })
    expect(asset.status).toBe(200)
    expect(asset.headers["content-encoding"]).toBe("br")
    expect(asset.headers.vary).toMatch(/Accept-Encoding/i)
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable")
    expect(asset.headers["x-powered-by"]).toBeUndefined()

    const page = await request(origin, "/", "HEAD", { "accept-encoding": "gzip" })
    expect(page.status).toBe(200)
    expect(page.headers["content-type"]).toMatch(/text\/html/)
    expect(page.headers["cache-control"]).toBe("no-cache")
    expect(page.body).toBe("")
    expect(handedOver).toEqual([])
  })

  it("answers an upload by its bare name itself", async () => {
    const image = await request(origin, "/api/files/1700000000000-kikapu-basket.jpg")
    expect(image.status).toBe(200)
    expect(image.headers["content-type"]).toBe("image/jpeg")
    expect(image.headers["cache-control"]).toBe("public, max-age=604800")
    expect(image.body).toBe("jpeg bytes")
    expect(handedOver).toEqual([])
  })

  it("leaves everything else to the listener behind it, untouched", async () => {
    const others = [
      ["GET", "/api/product/list"],
      ["GET", "/assets/app-abc123.js?v=2"],
      ["POST", "/assets/app-abc123.js"],
      ["GET", "/assets/not-built.js"],
      ["GET", "/api/files/no-such-file.jpg"],
      ["GET", "/api/files/..%2f..%2fetc%2fpasswd"],
      ["GET", "/api/files/.hidden"],
      ["GET", "/api/files/%31700000000000-kikapu-basket.jpg"],
    ]
    for (const [method, url] of others) {
      const res = await request(origin, url, method)
      expect({ url, status: res.status, body: res.body }).toEqual({ url, status: 418, body: "medusa" })
    }
    expect(handedOver).toEqual(others.map(([method, url]) => `${method} ${url}`))
  })

  it("gives an upload that is gone since it was last served the answer of the listener behind it", async () => {
    const url = "/api/files/1700000000001-gone-soon.jpg"
    expect((await request(origin, url)).status).toBe(200)
    fs.rmSync(path.join(uploadDir, "1700000000001-gone-soon.jpg"))

    const res = await request(origin, url)
    expect(res.status).toBe(418)
    expect(handedOver).toEqual([`GET ${url}`])
  })
})
