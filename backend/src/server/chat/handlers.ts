import type { MedusaContainer } from "@medusajs/framework/types"
import type { RateLimiterAbstract } from "rate-limiter-flexible"
import type { Server, Socket } from "socket.io"
import { CHAT_MODULE, type ChatModuleService, type StoredMessage } from "../../modules/chat"
import { sendChatMessageWorkflow } from "../../workflows/chat/send-chat-message"
import { chatUser, loadChatUser, type ChatUser } from "./auth"
import { UNAUTHORIZED_MESSAGE } from "../../api/http/account"
import { findPeople } from "../../queries/chat/people"
import type { PresenceStore } from "./presence"
import {
  accountRoom,
  ChatErrors,
  checkText,
  HISTORY_PAGE_SIZE,
  optionalId,
  OVERVIEW_CONVERSATIONS,
  OVERVIEW_MESSAGES_PER_CONVERSATION,
  SUPPORT_ID,
  SUPPORT_NAME,
} from "../../domain/chat/rules"

export type ChatDeps = { io: Server; container: MedusaContainer; presence: PresenceStore; limiter: RateLimiterAbstract }

type Ack = ((reply: unknown) => void) | undefined

/** A message as the clients receive it (spec §7). */
export const toWire = (m: StoredMessage) => ({
  id: m.id,
  from: m.from_id,
  to: m.to_id,
  value: m.text,
  time: new Date(m.created_at).toISOString(),
  user: { name: m.sender_name },
})

const sideOf = (user: ChatUser) => (user.isAdmin ? "admins" : "members")

/** The people a user can talk to, with presence and unread counts. */
async function listUsers({ container, presence }: ChatDeps, user: ChatUser) {
  const chat = container.resolve<ChatModuleService>(CHAT_MODULE)
  if (!user.isAdmin) {
    const [summary] = await chat.summarize(user.id, "member", [user.id])
    const online = (await presence.online("admins")).length > 0
    return [{ id: SUPPORT_ID, name: SUPPORT_NAME, online, unread: summary?.unread ?? 0 }]
  }
  const summaries = await chat.summarize(user.id, "support", null)
  const online = new Set(await presence.online("members"))
  const ids = [...new Set([...summaries.map((s) => s.conversation_id), ...online])]
  const people = await findPeople(container, { id: ids })
  const bySummary = new Map(summaries.map((s) => [s.conversation_id, s]))
  return ids
    .filter((id) => people.has(id) && people.get(id)!.role !== "ROLE_ADMIN")
    .map((id) => ({
      id,
      name: people.get(id)!.name,
      online: online.has(id),
      unread: bySummary.get(id)?.unread ?? 0,
      last: bySummary.get(id)?.last_at ? new Date(bySummary.get(id)!.last_at).getTime() : 0,
    }))
    .sort((a, b) => Number(b.online) - Number(a.online) || b.last - a.last)
    .map(({ last: _last, ...entry }) => entry)
}

/** Tells the other side that a user came online or went offline. */
async function announce({ io, presence }: ChatDeps, user: ChatUser, online: boolean) {
  const event = online ? "connectUser" : "disconnectUser"
  if (!user.isAdmin) {
    io.to("admins").emit(event, { id: user.id, name: user.name, online })
    return
  }
  const adminsOnline = (await presence.online("admins")).length
  if (online ? adminsOnline === 1 : adminsOnline === 0) {
    io.to("members").emit(event, { id: SUPPORT_ID, name: SUPPORT_NAME, online })
  }
}

async function sendMessage(deps: ChatDeps, user: ChatUser, payload: { text?: unknown; to?: unknown }) {
  const checked = checkText(payload?.text)
  if ("error" in checked) return checked
  let conversationId = user.id
  let recipientOffline: boolean
  if (user.isAdmin) {
    const to = optionalId(payload?.to)
    const person = to && to !== SUPPORT_ID ? (await findPeople(deps.container, { id: [to] })).get(to) : undefined
    if (!person || person.role === "ROLE_ADMIN") return { error: ChatErrors.UNKNOWN_USER }
    conversationId = person.id
    recipientOffline = !(await deps.presence.isOnline("members", person.id))
  } else {
    if (payload?.to !== SUPPORT_ID) return { error: ChatErrors.ONLY_SUPPORT }
    recipientOffline = (await deps.presence.online("admins")).length === 0
  }
  try {
    await deps.limiter.consume(user.id)
  } catch {
    return { error: ChatErrors.TOO_FAST }
  }
  const { result } = await sendChatMessageWorkflow(deps.container).run({
    input: {
      conversationId,
      fromId: user.side,
      toId: user.isAdmin ? conversationId : SUPPORT_ID,
      senderName: user.name,
      text: checked.text,
      recipientOffline,
    },
  })
  const message = toWire(result as StoredMessage)
  deps.io.to(accountRoom(conversationId)).to("admins").emit("message", message)
  return { message }
}

type MessagesPage = { user: string | null; before: string | null; hasMore: boolean; messages: ReturnType<typeof toWire>[] }

/**
 * A conversation's latest messages (or those before `before`), oldest first: a member's own; for an admin
 * the named user's, or without a user the latest messages of every conversation (`user: null`).
 */
async function getMessages(deps: ChatDeps, user: ChatUser, payload: { user?: unknown; before?: unknown }): Promise<MessagesPage> {
  const chat = deps.container.resolve<ChatModuleService>(CHAT_MODULE)
  const peer = user.isAdmin ? optionalId(payload?.user) : SUPPORT_ID
  if (!peer) {
    const latest = await chat.latestOfEach({ conversations: OVERVIEW_CONVERSATIONS, perConversation: OVERVIEW_MESSAGES_PER_CONVERSATION })
    return { user: null, before: null, hasMore: false, messages: latest.map(toWire) }
  }
  const conversationId = user.isAdmin ? peer : user.id
  const before = optionalId(payload?.before)
  const page = await chat.recentMessages(conversationId, { beforeId: before, limit: HISTORY_PAGE_SIZE })
  if (!before) await chat.markRead(conversationId, user.id)
  return { user: peer, before: before ?? null, hasMore: page.hasMore, messages: page.messages.map(toWire) }
}

/** A client's event payload, as sent: each handler checks every field it reads. */
type ChatPayload = { [field: string]: unknown }

/**
 * Wires one connected socket: presence, then the events of spec §7. Each event first reads the account
 * again: a token that no longer opens a session (password changed, account or customer deleted) gets
 * the unauthorized error and the socket is closed; a changed role closes it too, and the client's
 * reconnection comes back with the new role's view.
 */
export function handleConnection(deps: ChatDeps, socket: Socket) {
  const user = chatUser(socket)
  const logger = deps.container.resolve("logger")
  socket.join([accountRoom(user.id), sideOf(user)])

  const on = (event: string, run: (payload: ChatPayload, current: ChatUser, acked: boolean) => Promise<unknown>) =>
    socket.on(event, async (payload: unknown, ack?: Ack) => {
      if (typeof payload === "function") [payload, ack] = [undefined, payload as Ack]
      const answer = (reply: unknown) => typeof ack === "function" && ack(reply)
      try {
        const current = await loadChatUser(deps.container, socket.data.token)
        if (!current) {
          socket.emit("error", { message: UNAUTHORIZED_MESSAGE })
          answer({ error: UNAUTHORIZED_MESSAGE })
          socket.disconnect(true)
          return
        }
        if (current.isAdmin !== user.isAdmin) {
          answer({ error: ChatErrors.ACCOUNT_CHANGED })
          socket.disconnect(true)
          return
        }
        const reply = (await run(payload as ChatPayload, current, typeof ack === "function")) as { error?: string } | undefined
        if (reply?.error) socket.emit("error", { message: reply.error })
        answer(reply ?? {})
      } catch (error) {
        logger.error(`chat ${event} failed: ${(error as Error).message}`)
        socket.emit("error", { message: "Something went wrong. Please try again." })
      }
    })

  on("connectUser", async (_payload, current) => ({ id: current.side, name: current.name, isAdmin: current.isAdmin }))
  on("getUsers", async (_payload, current) => {
    const users = await listUsers(deps, current)
    socket.emit("getUsers", users)
    return { users }
  })
  // The original client asks without an acknowledgement and reads the event: an array of messages.
  // The shop's page asks with one and gets the page with its paging in it, and no event.
  on("getMessages", async (payload, current, acked) => {
    const page = await getMessages(deps, current, payload)
    if (!acked) socket.emit("getMessages", page.messages)
    return page
  })
  on("message", (payload, current) => sendMessage(deps, current, payload))

  const added = deps.presence.add(sideOf(user), user.id).then(async (cameOnline) => {
    if (cameOnline) await announce(deps, user, true)
  })
  socket.on("disconnect", async () => {
    try {
      await added
      if (await deps.presence.remove(sideOf(user), user.id)) await announce(deps, user, false)
    } catch (error) {
      logger.error(`chat presence failed: ${(error as Error).message}`)
    }
  })
  added.catch((error) => logger.error(`chat presence failed: ${(error as Error).message}`))
}
