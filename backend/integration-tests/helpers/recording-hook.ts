import http from "http"
import type { AddressInfo } from "net"

export type HookPost<Body = unknown> = { path: string; raw: string; body: Body; contentType: string | undefined }

export type RecordingHook<Body = unknown> = {
  /** The hook's origin, e.g. `http://127.0.0.1:41234`. */
  origin: string
  /** What was POSTed to it since the last `clear()`, in arrival order. */
  posts: HookPost<Body>[]
  clear(): void
  close(): Promise<void>
}

/**
 * A loopback server standing in for the shop's callback URLs: it records each JSON body Daraja
 * POSTs and acknowledges it the way the shop does.
 */
export async function startRecordingHook<Body = unknown>(): Promise<RecordingHook<Body>> {
  const posts: HookPost<Body>[] = []
  const server = http.createServer((req, res) => {
    let raw = ""
    req.on("data", (chunk) => (raw += chunk))
    req.on("end", () => {
      posts.push({ path: req.url ?? "", raw, body: JSON.parse(raw), contentType: req.headers["content-type"] })
      res.writeHead(200, { "content-type": "application/json" })
      res.end(JSON.stringify({ ResultCode: 0, ResultDesc: "Accepted" }))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()))
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    posts,
    clear: () => void posts.splice(0),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
