import express from "express"
import fs from "fs"
import http from "http"
import os from "os"
import path from "path"
import zlib from "zlib"
import type { AddressInfo } from "net"
import { serveStorefront } from "../static-files"

type Reply = { status: number; headers: http.IncomingHttpHeaders; body: Buffer }

/** A raw GET that neither adds nor decodes any encoding, so the test sees the bytes sent. */
function get(origin: string, urlPath: string, headers: Record<string, string> = {}): Promise<Reply> {
  return new Promise((resolve, reject) => {
    http
      .get(origin + urlPath, { headers }, (res) => {
        const chunks: Buffer[] = []
        res.on("data", (chunk) => chunks.push(chunk))
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }))
      })
      .on("error", reject)
  })
}

describe("serveStorefront: precompressed storefront files", () => {
  const script = `console.log(${JSON.stringify("the storefront ".repeat(200))})`
  const html = `<!doctype html><title>Duka</title>${"<p>shell</p>".repeat(100)}`
  let dist: string
  let server: http.Server
  let origin: string

  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), "storefront-dist-"))
    fs.mkdirSync(path.join(dist, "assets"))
    const write = (name: string, text: string) => {
      fs.writeFileSync(path.join(dist, name), text)
      fs.writeFileSync(path.join(dist, `${name}.br`), zlib.brotliCompressSync(text))
      fs.writeFileSync(path.join(dist, `${name}.gz`), zlib.gzipSync(text))
    }
    write("index.html", html)
    write("assets/index-abc123.js", script)
    fs.writeFileSync(path.join(dist, "robots.txt"), "User-agent: *\nAllow: /\n")

    const app = express()
    app.use(serveStorefront(dist) as express.RequestHandler)
    server = app.listen(0, "127.0.0.1")
    await new Promise((resolve) => server.once("listening", resolve))
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve))
    fs.rmSync(dist, { recursive: true, force: true })
  })

  it("sends the brotli copy to a browser that accepts br", async () => {
    const res = await get(origin, "/assets/index-abc123.js", { "accept-encoding": "gzip, deflate, br, zstd" })

    expect(res.status).toBe(200)
    expect(res.headers["content-encoding"]).toBe("br")
    expect(res.headers.vary).toMatch(/Accept-Encoding/i)
    expect(res.headers["content-type"]).toMatch(/javascript/)
    expect(zlib.brotliDecompressSync(res.body).toString()).toBe(script)
    expect(res.body.length).toBeLessThan(script.length / 4)
  })

  it("falls back to the gzip copy when brotli is not accepted", async () => {
    const res = await get(origin, "/assets/index-abc123.js", { "accept-encoding": "gzip, deflate" })

    expect(res.headers["content-encoding"]).toBe("gzip")
    expect(res.headers.vary).toMatch(/Accept-Encoding/i)
    expect(zlib.gunzipSync(res.body).toString()).toBe(script)
  })

  it("sends the plain file when no encoding is accepted, still varying on Accept-Encoding", async () => {
    const plain = await get(origin, "/assets/index-abc123.js")
    expect(plain.headers["content-encoding"]).toBeUndefined()
    expect(plain.headers.vary).toMatch(/Accept-Encoding/i)
    expect(plain.body.toString()).toBe(script)

    const identity = await get(origin, "/assets/index-abc123.js", { "accept-encoding": "identity" })
    expect(identity.headers["content-encoding"]).toBeUndefined()
    expect(identity.body.toString()).toBe(script)
  })

  it("caches hashed assets for a year and makes the browser revalidate index.html", async () => {
    const asset = await get(origin, "/assets/index-abc123.js", { "accept-encoding": "br" })
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable")

    const page = await get(origin, "/", { "accept-encoding": "br" })
    expect(page.status).toBe(200)
    expect(page.headers["content-encoding"]).toBe("br")
    expect(page.headers["content-type"]).toMatch(/text\/html/)
    expect(page.headers["cache-control"]).toBe("no-cache")
    expect(zlib.brotliDecompressSync(page.body).toString()).toBe(html)

    const again = await get(origin, "/", { "accept-encoding": "br", "if-none-match": String(page.headers.etag) })
    expect(again.status).toBe(304)
  })

  it("serves files that have no compressed copy as they are", async () => {
    const res = await get(origin, "/robots.txt", { "accept-encoding": "br, gzip" })
    expect(res.status).toBe(200)
    expect(res.headers["content-encoding"]).toBeUndefined()
    expect(res.body.toString()).toContain("User-agent: *")
  })

  it("sends unknown paths to the storefront's not-found page", async () => {
    const res = await get(origin, "/no-such-page")
    expect(res.status).toBe(302)
    expect(res.headers.location).toBe("/#/404")
  })

  it("opens an order's tracking link /o/{number} at the tracking page with the number filled in", async () => {
    const res = await get(origin, "/o/DK-10023")
    expect(res.status).toBe(302)
    expect(res.headers.location).toBe("/#/o/DK-10023")
    // Anything else under /o is not a tracking link.
    expect((await get(origin, "/o/DK-10023/more")).headers.location).toBe("/#/404")
    expect((await get(origin, "/o/%3Cscript%3E")).headers.location).toBe("/#/404")
  })
})
