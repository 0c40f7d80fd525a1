import type { Context } from "@medusajs/framework/types"
import { InjectManager, MedusaContext, MedusaService } from "@medusajs/framework/utils"
import type { EntityManager } from "@medusajs/framework/mikro-orm/knex"
import { IdempotencyKey } from "./models/idempotency-key"

type Ctx = Context<EntityManager>

/** A stored key as a waiting request sees it: its reply, or how long its owner has been silent. */
export type KeyState = { id: string; request_hash: string; reply: Record<string, unknown> | null; silent_s: number }

/**
 * Claims carry a heartbeat: while its request is at work the owner touches the claim's
 * `updated_at` (the database's clock, so servers' clocks never matter). A claim whose owner has
 * been silent longer than a limit belongs to a process that died, and a retry may take it over.
 */
class IdempotencyModuleService extends MedusaService({ IdempotencyKey }) {
  /** The key's state, or null when nobody holds it. */
  @InjectManager()
  async keyState(scope: string, key: string, @MedusaContext() ctx: Ctx = {}): Promise<KeyState | null> {
    const [row] = await ctx.manager!.execute(
      `select id, request_hash, reply, extract(epoch from (now() - updated_at))::float as silent_s
         from idempotency_key where scope = ? and key = ? and deleted_at is null limit 1`,
      [scope, key]
    )
    return row ? { id: row.id, request_hash: row.request_hash, reply: row.reply ?? null, silent_s: Number(row.silent_s) } : null
  }

  /** The owner's heartbeat: false when the claim is no longer open (answered or deleted). */
  @InjectManager()
  async touchClaim(id: string, @MedusaContext() ctx: Ctx = {}): Promise<boolean> {
    const rows = await ctx.manager!.execute(
      `update idempotency_key set updated_at = now() where id = ? and reply is null and deleted_at is null returning id`,
      [id]
    )
    return rows.length === 1
  }

  /**
   * Takes over an open claim whose owner has been silent for `staleSeconds` or more. Atomic: of
   * several retries racing for one stale claim exactly one gets true (the others then see a fresh
   * heartbeat and wait for its reply).
   */
  @InjectManager()
  async takeOverStaleClaim(id: string, staleSeconds: number, @MedusaContext() ctx: Ctx = {}): Promise<boolean> {
    const rows = await ctx.manager!.execute(
      `update idempotency_key set updated_at = now()
        where id = ? and reply is null and deleted_at is null and updated_at <= now() - make_interval(secs => ?)
        returning id`,
      [id, staleSeconds]
    )
    return rows.length === 1
  }
}

export default IdempotencyModuleService
