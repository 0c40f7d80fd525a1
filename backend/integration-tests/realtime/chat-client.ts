import { io, type Socket } from "socket.io-client"
import type { toWire } from "../../src/server/chat/handlers"

const TIMEOUT_MS = 10_000

/** A socket.io client of the shop, connected (or the connect_error's message thrown). */
export function connect(url: string, token?: string, transports: ("websocket" | "polling")[] = ["websocket"]) {
  const socket = io(url, { auth: token ? { token } : {}, transports, reconnection: false, forceNew: true })
  return new Promise<Socket>((resolve, reject) => {
    socket.once("connect", () => resolve(socket))
    socket.once("connect_error", (error) => {
      socket.close()
      reject(error)
    })
  })
}

/** The next `event` whose payload passes `match`. */
export function nextEvent<T = ChatEvent>(socket: Socket, event: string, match: (payload: T) => boolean = () => true) {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off(event, listener)
      reject(new Error(`no ${event} event within ${TIMEOUT_MS} ms`))
    }, TIMEOUT_MS)
    const listener = (payload: T) => {
      if (!match(payload)) return
      clearTimeout(timer)
      socket.off(event, listener)
      resolve(payload)
    }
    socket.on(event, listener)
  })
}

/** Why the server closes the socket next ("io server disconnect" when it closed it). */
export function nextDisconnect(socket: Socket) {
  return new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`still connected after ${TIMEOUT_MS} ms`)), TIMEOUT_MS)
    socket.once("disconnect", (reason) => {
      clearTimeout(timer)
      resolve(reason)
    })
  })
}

/** Every `event` payload the socket receives from now on. */
export function collect<T = ChatEvent>(socket: Socket, event: string) {
  const seen: T[] = []
  socket.on(event, (payload: T) => seen.push(payload))
  return seen
}

/** A message as the server sends it (backend/src/server/chat/handlers.ts, toWire). */
export type ChatMessage = ReturnType<typeof toWire>
/** An event's payload as sent; tests read the fields they assert on. */
export type ChatEvent = { [field: string]: unknown }

export type ChatUserEntry = { id: string; name: string; online: boolean; unread: number }

export const users = (socket: Socket) => socket.emitWithAck("getUsers").then((r: { users: ChatUserEntry[] }) => r.users)
export const messages = (socket: Socket, user?: string, before?: string) =>
  socket.emitWithAck("getMessages", { user, before }) as Promise<{ messages: ChatMessage[]; hasMore: boolean; user: string | null }>
export const send = (socket: Socket, to: string, text: string) =>
  socket.timeout(TIMEOUT_MS).emitWithAck("message", { to, text }) as Promise<{ message?: ChatMessage; error?: string }>
export const whoAmI = (socket: Socket) => socket.emitWithAck("connectUser") as Promise<{ id: string; name: string }>
