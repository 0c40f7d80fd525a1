import type http from "http"
import { container } from "@medusajs/framework"
import { asValue } from "@medusajs/framework/awilix"
import { createAdapter } from "@socket.io/redis-adapter"
import Redis from "ioredis"
import { RateLimiterMemory, RateLimiterRedis } from "rate-limiter-flexible"
import { Server } from "socket.io"
import { authenticateSocket } from "./auth"
import { handleConnection } from "./handlers"
import { memoryPresence, redisPresence } from "./presence"
import { accountRoom, CHAT_SOCKETS, MESSAGE_WINDOW_SECONDS, MESSAGES_PER_WINDOW, type ChatSockets } from "../../domain/chat/rules"
import { redisUrl } from "../../config/redis"

/**
 * The support chat: socket.io at /socket.io on the shop's own HTTP server (websocket and
 * polling). With REDIS_URL, several server processes share rooms, presence and the rate limit.
 */
export function attachChat(httpServer: http.Server) {
  const io = new Server(httpServer, { path: "/socket.io", serveClient: false, maxHttpBufferSize: 100_000 })
  const limits = { points: MESSAGES_PER_WINDOW, duration: MESSAGE_WINDOW_SECONDS, keyPrefix: "chat_message" }
  let deps
  const url = redisUrl()
  if (url) {
    const pub = new Redis(url)
    const sub = pub.duplicate()
    io.adapter(createAdapter(pub, sub))
    deps = { presence: redisPresence(pub), limiter: new RateLimiterRedis({ storeClient: pub, ...limits }) }
  } else {
    deps = { presence: memoryPresence(), limiter: new RateLimiterMemory(limits) }
  }
  // The Medusa container is filled after the server is created; sockets arrive only after it listens.
  io.use((socket, next) => authenticateSocket(container)(socket, next))
  io.on("connection", (socket) => handleConnection({ io, container, ...deps }, socket))
  // Without Redis this process holds every socket: the subscriber that ends an account's chat finds them here.
  const sockets: ChatSockets = { disconnect: (accountIds) => io.in(accountIds.map(accountRoom)).disconnectSockets(true) }
  container.register(CHAT_SOCKETS, asValue(sockets))

  const closeSockets = () => {
    io.local.disconnectSockets(true)
  }
  process.once("SIGTERM", closeSockets)
  process.once("SIGINT", closeSockets)
  return io
}
