import express from "express"
import fs from "fs"
import path from "path"
import type { IncomingMessage, RequestListener, ServerResponse } from "http"
import { serveStorefront, uploadedFiles } from "../api/http/static-files"
import { FILES_ROUTE } from "../domain/shop-constants"

/** A stored upload's name as the shop writes it: no folder, no leading dot, nothing to decode. */
const UPLOAD_PATH = new RegExp(`^${FILES_ROUTE}/[A-Za-z0-9][A-Za-z0-9._-]*$`)

/** The URL path of every file the storefront's build wrote, `/` for its index.html. */
function storefrontFilePaths(distDir: string): Set<string> {
  const found = new Set<string>()
  if (!fs.existsSync(distDir)) return found
  for (const entry of fs.readdirSync(distDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue
    const relative = path.relative(distDir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/")
    found.add(`/${relative}`)
  }
  if (found.has("/index.html")) found.add("/")
  return found
}

/**
 * Storefront files and product images, answered by the same middleware as under Medusa (so the
 * same encodings, caching and errors) but before Medusa's own stack (sessions, body and cookie
 * parsers, the request log, the `/api` guards): 1.7–2.7 ms of server CPU per file instead of
 * 2.6–4.4 ms (2026-11-26). Only a plain GET or HEAD takes this path: of a file the storefront's
 * build wrote (as found when the server started) or of an upload by its bare name. Anything else,
 * and an upload or file that is not there, goes on to `next`, Medusa's listener, as before.
 */
export function staticFastPath(dirs: { storefrontDist: string; uploadDir: string }, next: RequestListener) {
  const storefrontFiles = storefrontFilePaths(dirs.storefrontDist)
  const app = express()
  app.disable("x-powered-by")
  app.use(FILES_ROUTE, uploadedFiles(dirs.uploadDir))
  app.use(serveStorefront(dirs.storefrontDist) as express.RequestHandler)
  // An Express app is itself the listener `http.createServer` takes, plus a fall-through callback.
  const files = app as unknown as (req: IncomingMessage, res: ServerResponse, fallThrough: () => void) => void

  /** Answers the request and returns true, or returns false and leaves it untouched. */
  return function serveStaticFile(req: IncomingMessage, res: ServerResponse): boolean {
    const url = req.url ?? "/"
    if ((req.method !== "GET" && req.method !== "HEAD") || url.includes("?")) return false
    if (!storefrontFiles.has(url) && !UPLOAD_PATH.test(url)) return false
    files(req, res, () => {
      req.url = url
      next(req, res)
    })
    return true
  }
}
