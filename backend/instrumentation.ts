import http from "http"
import { gateRequests } from "./src/server/server-gate"

let patched = false

/**
 * `medusa start` and `medusa develop` call this just before they create the HTTP server; wrapping
 * `http.createServer` once lets the shop see every request before Medusa's own middleware does,
 * and puts the support chat (socket.io at /socket.io) on the same port.
 */
export function register() {
  if (patched) return
  patched = true
  const createServer = http.createServer.bind(http) as (...args: unknown[]) => http.Server
  ;(http as { createServer: unknown }).createServer = (...args: unknown[]) => {
    const listenerIndex = args.findIndex((arg) => typeof arg === "function")
    if (listenerIndex >= 0) args[listenerIndex] = gateRequests(args[listenerIndex] as http.RequestListener)
    const server = createServer(...args)
    // Loaded here, when the server is really being created, not when Medusa reads this file.
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- a synchronous, deferred load
    const { attachChat } = require("./src/server/chat/server") as typeof import("./src/server/chat/server")
    attachChat(server)
    return server
  }
}
