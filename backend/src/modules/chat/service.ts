import type { Context } from "@medusajs/framework/types"
import { generateEntityId, InjectManager, MedusaContext, MedusaService } from "@medusajs/framework/utils"
import type { EntityManager } from "@medusajs/framework/mikro-orm/knex"
import { ChatMessage } from "./models/chat-message"
import { ChatNotice } from "./models/chat-notice"
import { ChatRead } from "./models/chat-read"

export type StoredMessage = {
  id: string
  conversation_id: string
  from_id: string
  to_id: string
  sender_name: string
  text: string
  created_at: Date
}

export type ConversationSummary = { conversation_id: string; unread: number; last_at: Date }

type Ctx = Context<EntityManager>

class ChatModuleService extends MedusaService({ ChatMessage, ChatRead, ChatNotice }) {
  /** The newest `limit` messages of a conversation (before the message `beforeId` if given), oldest first. */
  @InjectManager()
  async recentMessages(
    conversationId: string,
    options: { beforeId?: string; limit: number },
    @MedusaContext() ctx: Ctx = {}
  ): Promise<{ messages: StoredMessage[]; hasMore: boolean }> {
    const params: unknown[] = [conversationId]
    let before = ""
    if (options.beforeId) {
      before = `and (m.created_at, m.id) < (select created_at, id from chat_message where id = ?)`
      params.push(options.beforeId)
    }
    params.push(options.limit + 1)
    const rows: StoredMessage[] = await ctx.manager!.execute(
      `select m.id, m.conversation_id, m.from_id, m.to_id, m.sender_name, m.text, m.created_at
         from chat_message m
        where m.conversation_id = ? and m.deleted_at is null ${before}
        order by m.created_at desc, m.id desc
        limit ?`,
      params
    )
    const hasMore = rows.length > options.limit
    return { messages: rows.slice(0, options.limit).reverse(), hasMore }
  }

  /**
   * The newest `perConversation` messages of each of the `conversations` most recently active
   * conversations, all together, oldest first (an admin's view of every conversation at once).
   */
  @InjectManager()
  async latestOfEach(
    options: { conversations: number; perConversation: number },
    @MedusaContext() ctx: Ctx = {}
  ): Promise<StoredMessage[]> {
    return ctx.manager!.execute(
      `with recent as (
         select conversation_id from chat_message where deleted_at is null
          group by conversation_id order by max(created_at) desc limit ?
       )
       select id, conversation_id, from_id, to_id, sender_name, text, created_at
         from (select m.id, m.conversation_id, m.from_id, m.to_id, m.sender_name, m.text, m.created_at,
                      row_number() over (partition by m.conversation_id order by m.created_at desc, m.id desc) as n
                 from chat_message m join recent r on r.conversation_id = m.conversation_id
                where m.deleted_at is null) ranked
        where n <= ?
        order by created_at, id`,
      [options.conversations, options.perConversation]
    )
  }

  /** Everything in the conversation so far counts as read by the reader. */
  @InjectManager()
  async markRead(conversationId: string, readerId: string, @MedusaContext() ctx: Ctx = {}) {
    await ctx.manager!.execute(
      `insert into chat_read (id, conversation_id, reader_id, last_read_at)
       values (?, ?, ?, now())
       on conflict (conversation_id, reader_id) where deleted_at is null
       do update set last_read_at = now(), updated_at = now()`,
      [generateEntityId(undefined, "chread"), conversationId, readerId]
    )
  }

  /**
   * Per conversation (all of them, or the ones given): how many messages written by the other side
   * the reader has not read yet, and when the last message was written.
   * `readerSide` is the reader's side of each conversation: "member" (their own) or "support".
   */
  @InjectManager()
  async summarize(
    readerId: string,
    readerSide: "member" | "support",
    conversationIds: string[] | null,
    @MedusaContext() ctx: Ctx = {}
  ): Promise<ConversationSummary[]> {
    const otherSide = readerSide === "support" ? "m.from_id = m.conversation_id" : "m.from_id <> m.conversation_id"
    const params: unknown[] = [readerId]
    let only = ""
    if (conversationIds) {
      if (!conversationIds.length) return []
      only = `and m.conversation_id in (${conversationIds.map(() => "?").join(", ")})`
      params.push(...conversationIds)
    }
    const rows: { conversation_id: string; unread: string; last_at: Date }[] = await ctx.manager!.execute(
      `select m.conversation_id,
              count(*) filter (where ${otherSide} and m.created_at > coalesce(r.last_read_at, '-infinity')) as unread,
              max(m.created_at) as last_at
         from chat_message m
         left join chat_read r
           on r.conversation_id = m.conversation_id and r.reader_id = ? and r.deleted_at is null
        where m.deleted_at is null ${only}
        group by m.conversation_id`,
      params
    )
    return rows.map((row) => ({ conversation_id: row.conversation_id, unread: Number(row.unread), last_at: row.last_at }))
  }

  /**
   * Claims the right to e-mail `recipientId` about `conversationId`: true at most once per
   * window, even with several servers asking at once.
   */
  @InjectManager()
  async claimNotice(
    conversationId: string,
    recipientId: string,
    windowMinutes: number,
    @MedusaContext() ctx: Ctx = {}
  ): Promise<boolean> {
    const rows = await ctx.manager!.execute(
      `insert into chat_notice (id, conversation_id, recipient_id, last_sent_at)
       values (?, ?, ?, now())
       on conflict (conversation_id, recipient_id) where deleted_at is null
       do update set last_sent_at = now(), updated_at = now()
       where chat_notice.last_sent_at < now() - make_interval(mins => ?)
       returning id`,
      [generateEntityId(undefined, "chnote"), conversationId, recipientId, windowMinutes]
    )
    return rows.length > 0
  }
}

export default ChatModuleService
