import fs from "fs"
import path from "path"
import type { IncomingMessage, ServerResponse } from "http"

/**
 * Path segments that are secrets, never written down: a password reset's or a merchant invitation's
 * token, and the secret that guards Daraja's hooks (anyone holding it could post forged results).
 */
const SECRET_SEGMENTS: [RegExp, string][] = [
  [/^(\/api\/auth\/reset|\/api\/merchant\/signup)\/[^/?]+/i, "$1/:token"],
  [/^(\/hooks\/daraja|\/hooks\/payouts)\/[^/?]+/i, "$1/:secret"],
]

/** A request's URL as it may be written to a log: every secret segment replaced by its name. */
export const redactedUrl = (url: string) => SECRET_SEGMENTS.reduce((shown, [pattern, name]) => shown.replace(pattern, name), url)

/** How long a line may wait to be written, and how many lines are written at once at most. */
const FLUSH_MS = 100
const MAX_BATCH = 500

const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value.join(", ") : value) || "-"

/** One request as one JSON line, with the field names of Medusa's own request log. */
export function requestLine(req: IncomingMessage, res: ServerResponse, url: string, startedAt: bigint, now = new Date()) {
  return JSON.stringify({
    level: "http",
    client_ip: req.socket.remoteAddress ?? "-",
    http_version: req.httpVersion,
    method: req.method,
    path: redactedUrl(url),
    status: res.writableFinished ? res.statusCode : 0,
    response_size: Number(res.getHeader("content-length") ?? 0),
    duration: Math.round(Number(process.hrtime.bigint() - startedAt) / 1e3) / 1e3,
    referrer: header(req.headers.referer),
    user_agent: header(req.headers["user-agent"]),
    timestamp: now.toISOString(),
  })
}

/**
 * The shop's request log: one JSON line per HTTP request (storefront files and images included,
 * which Medusa's own log never sees) appended to `file` when the request ends (status 0: the
 * client left first). `npm start` points SHOP_REQUEST_LOG at `$SHOP_DATA_DIR/logs/requests.log`,
 * so request lines stay off the console; unset, nothing is written and this costs nothing.
 */
export function requestLogger(file: string | undefined) {
  if (!file) return () => undefined
  fs.mkdirSync(path.dirname(file), { recursive: true })
  const stream = fs.createWriteStream(file, { flags: "a" })
  stream.on("error", (error) => console.error(`The request log ${file} cannot be written: ${error.message}`))

  // Lines are written in batches: a write per request (a round trip to libuv's thread pool each)
  // cost a static file a third of its throughput, a batch every FLUSH_MS next to nothing.
  let pending: string[] = []
  let timer: NodeJS.Timeout | null = null
  const flush = () => {
    if (timer) clearTimeout(timer)
    timer = null
    if (!pending.length) return
    stream.write(pending.join(""))
    pending = []
  }
  process.once("exit", () => {
    if (pending.length) fs.appendFileSync(file, pending.join(""))
  })

  return (req: IncomingMessage, res: ServerResponse) => {
    const startedAt = process.hrtime.bigint()
    // As asked: Express rewrites req.url while it routes.
    const url = req.url ?? "/"
    res.once("close", () => {
      pending.push(`${requestLine(req, res, url, startedAt)}\n`)
      if (pending.length >= MAX_BATCH) flush()
      else timer ??= setTimeout(flush, FLUSH_MS).unref()
    })
  }
}
