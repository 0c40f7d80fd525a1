import http from "http"
import { gateRequests } from "./src/lib/http/server-gate"

let patched = false

/**
 * `medusa start` and `medusa develop` call this just before they create the HTTP server; wrapping
 * `http.createServer` once lets the shop see every request before Medusa's own middleware does,
 * and puts the support chat (socket.io at /socket.io) on the same port.
 */
export function register() {
  if (patched) return
  patched = true
  const createServer = http.createServer.bind(http) as (...args: any[]) => http.Server
  ;(http as { createServer: unknown }).createServer = (...args: any[]) => {
    const listenerIndex = args.findIndex((arg) => typeof arg === "function")
    if (listenerIndex >= 0) args[listenerIndex] = gateRequests(args[listenerIndex])
    const server = createServer(...args)
    // Loaded here, when the server is really being created, not when Medusa reads this file.
    const { attachChat } = require("./src/lib/chat/server") as typeof import("./src/lib/chat/server")
    attachChat(server)
    return server
  }
}
