import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import type { MedusaContainer } from "@medusajs/framework/types"
import { CustomerWorkflowEvents } from "@medusajs/framework/utils"
import { Emitter } from "@socket.io/redis-emitter"
import Redis from "ioredis"
import { accountRoom, CHAT_SOCKETS, type ChatSockets } from "../domain/chat/rules"
import { ShopEvents } from "../domain/events"
import { findAccountByEmail } from "../queries/accounts/find-by-email"
import { ACCOUNT_MODULE, type AccountModuleService } from "../modules/account"
import { redisUrl } from "../config/redis"

/** The events' data: a password change names the e-mail, a demotion the accounts, a deleted customer its id. */
type SessionEvent = { email?: string; accountIds?: string[]; id?: string }

let emitter: Emitter | undefined

/**
 * Closes the accounts' chat sockets on every server process. With REDIS_URL, through socket.io's Redis
 * emitter, which the Redis adapter of each server obeys (this subscriber may run in a worker process that
 * holds no sockets); without it, one process holds every socket and registered them in the container.
 */
function disconnectChatSockets(container: MedusaContainer, accountIds: string[]) {
  const url = redisUrl()
  if (url) {
    emitter ??= new Emitter(new Redis(url))
    emitter.in(accountIds.map(accountRoom)).disconnectSockets(true)
    return
  }
  if (container.hasRegistration(CHAT_SOCKETS)) container.resolve<ChatSockets>(CHAT_SOCKETS).disconnect(accountIds)
}

async function accountIdsOf(container: MedusaContainer, name: string, data: SessionEvent): Promise<string[]> {
  if (name === ShopEvents.ACCOUNT_DEMOTED) return data.accountIds ?? []
  if (name === ShopEvents.PASSWORD_CHANGED) {
    const found = data.email ? await findAccountByEmail(container, data.email) : null
    return found ? [found.account.id] : []
  }
  // The shop account outlives its deleted customer (the session check refuses its tokens).
  const account = data.id ? await container.resolve<AccountModuleService>(ACCOUNT_MODULE).retrieveAccountByCustomer(data.id) : null
  return account ? [account.id] : []
}

/**
 * A password change (or reset), a customer deleted in Medusa Admin and a demotion end the account's chat
 * at once: its sockets are disconnected, and reconnecting checks the token and role again.
 */
export default async function chatSessions({ event, container }: SubscriberArgs<SessionEvent>) {
  const accountIds = await accountIdsOf(container, event.name, event.data)
  if (accountIds.length) disconnectChatSockets(container, accountIds)
}

export const config: SubscriberConfig = {
  event: [ShopEvents.PASSWORD_CHANGED, ShopEvents.ACCOUNT_DEMOTED, CustomerWorkflowEvents.DELETED],
}
