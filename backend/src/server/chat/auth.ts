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
 * Handshake check: `auth.token` (or the Authorization header) must be the stored token
 * (`Bearer <jwt>`) of an existing account; its role is read from the database now.
 */
export function authenticateSocket(container: MedusaContainer) {
  return async (socket: Socket, next: (error?: Error) => void) => {
    try {
      const token = socket.handshake.auth?.token ?? socket.handshake.headers.authorization
      const account = await accountFromAuthorization(container, typeof token === "string" ? token : undefined)
      const person = account && (await findPeople(container, { id: [account.id] })).get(account.id)
      if (!person) return next(new Error(UNAUTHORIZED_MESSAGE))
      const isAdmin = person.role === "ROLE_ADMIN"
      const user: ChatUser = { id: person.id, name: person.name, email: person.email, isAdmin, side: isAdmin ? SUPPORT_ID : person.id }
      socket.data.user = user
      next()
    } catch {
      next(new Error(UNAUTHORIZED_MESSAGE))
    }
  }
}
