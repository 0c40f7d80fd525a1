import type { MedusaContainer } from "@medusajs/framework/types"
import type { Socket } from "socket.io"
import { UNAUTHORIZED_MESSAGE } from "../../api/http/account"
import { accountFromAuthorization } from "../../queries/accounts/signed-in-account"
import { findPeople } from "../../queries/chat/people"
import { SUPPORT_ID } from "../../domain/chat/rules"

/** Who a connected socket belongs to; `side` is where their messages come from ("support" for admins). */
export type ChatUser = { id: string; name: string; email: string; isAdmin: boolean; side: string }

export const chatUser = (socket: Socket) => socket.data.user as ChatUser

/**
 * The chat identity behind a stored token (`Bearer <jwt>`), read from the database now: null when the
 * token is missing, bad or expired, or no longer opens a session (issued before a password change, its
 * customer or account deleted).
 */
export async function loadChatUser(container: MedusaContainer, token: unknown): Promise<ChatUser | null> {
  const account = await accountFromAuthorization(container, typeof token === "string" ? token : undefined)
  const person = account && (await findPeople(container, { id: [account.id] })).get(account.id)
  if (!person) return null
  const isAdmin = person.role === "ROLE_ADMIN"
  return { id: person.id, name: person.name, email: person.email, isAdmin, side: isAdmin ? SUPPORT_ID : person.id }
}

/**
 * Handshake check: `auth.token` (or the Authorization header) must be the stored token of an existing
 * account. The token stays with the socket, so each event can check the session again.
 */
export function authenticateSocket(container: MedusaContainer) {
  return async (socket: Socket, next: (error?: Error) => void) => {
    try {
      const token = socket.handshake.auth?.token ?? socket.handshake.headers.authorization
      const user = await loadChatUser(container, token)
      if (!user) return next(new Error(UNAUTHORIZED_MESSAGE))
      socket.data.user = user
      socket.data.token = token
      next()
    } catch {
      next(new Error(UNAUTHORIZED_MESSAGE))
    }
  }
}
