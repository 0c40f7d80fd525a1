import http from "http"
import { gateRequests } from "./src/lib/http/server-gate"

let patched = false

/**
 * `medusa start` and `medusa develop` call this just before they create the HTTP server; wrapping
 * `http.createServer` once lets the shop see every request before Medusa's own middleware does.
 */
export function register() {
  if (patched) return
  patched = true
  const createServer = http.createServer.bind(http) as (...args: any[]) => http.Server
  ;(http as { createServer: unknown }).createServer = (...args: any[]) => {
    const listenerIndex = args.findIndex((arg) => typeof arg === "function")
    if (listenerIndex >= 0) args[listenerIndex] = gateRequests(args[listenerIndex])
    return createServer(...args)
  }
}
