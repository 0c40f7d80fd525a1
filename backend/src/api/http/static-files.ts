import express from "express"
import expressStaticGzip from "express-static-gzip"
import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import path from "path"
import fs from "fs"
import { sharedPageOf } from "../../domain/catalogue/shared-pages"
import { notFound } from "../../domain/errors"

const ONE_YEAR_SECONDS = 31536000
/** `/o/{order number}`: the short tracking link of an order. */
const TRACKING_LINK = /^\/o\/([A-Za-z0-9-]{1,40})\/?$/

const RESERVED_PREFIXES = ["/api", "/store", "/admin", "/auth", "/app", "/health", "/static", "/socket.io", "/hooks"]

/** Serves uploaded product images; an unknown name falls through. */
export const uploadedFiles = (uploadDir: string) =>
  express.static(uploadDir, { index: false, dotfiles: "deny", maxAge: "7d", fallthrough: true })

/** Serves uploaded product images; unknown names get a JSON 404 instead of falling through. */
export function serveUploads(uploadDir: string) {
  return [
    uploadedFiles(uploadDir),
    (_req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) => next(notFound("File not found.")),
  ]
}

/** Hashed build assets never change under their name; everything else is revalidated. */
function storefrontCacheControl(res: { setHeader(name: string, value: string): unknown }, filePath: string) {
  const immutable = filePath.includes(`${path.sep}assets${path.sep}`)
  res.setHeader("Cache-Control", immutable ? `public, max-age=${ONE_YEAR_SECONDS}, immutable` : "no-cache")
}

/**
 * Serves the built storefront at `/`. The build writes brotli (`.br`) and gzip (`.gz`) copies
 * beside each text asset; the copy the browser accepts is sent as is, with its
 * `Content-Encoding` and `Vary: Accept-Encoding` (brotli first, then gzip, else the plain
 * file). The folder is scanned for those copies once, when the server starts. The
 * storefront uses hash routing: the shared links of a product, category or brand page
 * (`/product/{slug}`, …) go on to their routes (src/api/product, src/api/shop), which answer
 * index.html with the page's link-preview tags; any other path outside the API is sent to the
 * storefront's not-found page.
 */
export function serveStorefront(distDir: string) {
  const serve = expressStaticGzip(distDir, {
    enableBrotli: true,
    orderPreference: ["br", "gzip"],
    index: "index.html",
    serveStatic: { index: false, setHeaders: storefrontCacheControl },
  })
  return (req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) => {
    const isReserved = RESERVED_PREFIXES.some((prefix) => req.path === prefix || req.path.startsWith(`${prefix}/`))
    if (isReserved || (req.method !== "GET" && req.method !== "HEAD") || sharedPageOf(req.path)) {
      return next()
    }
    serve(req, res, () => {
      if (!fs.existsSync(path.join(distDir, "index.html"))) {
        return res.status(503).json({ message: "The storefront has not been built yet: run npm run build." })
      }
      // An order's tracking link (`/o/DK-10023`, as SMS sends it) opens the tracking page with the number in.
      const tracked = TRACKING_LINK.exec(req.path)
      res.redirect(302, tracked ? `/#/o/${tracked[1]}` : "/#/404")
    })
  }
}
