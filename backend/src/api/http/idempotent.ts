import { createHash } from "node:crypto"
import { setTimeout as sleep } from "node:timers/promises"
import { MedusaError } from "@medusajs/framework/utils"
import type { MedusaContainer } from "@medusajs/framework/types"
import { IDEMPOTENCY_MODULE, type IdempotencyModuleService } from "../../modules/idempotency"
import { conflict, invalid } from "../../domain/errors"

const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/
const WAIT_MS = 30_000
const POLL_MS = 100
/** The owner of a claim touches it this often while its request is at work. */
export const CLAIM_HEARTBEAT_MS = 2_000
/** A claim silent this long belongs to a process that died: a retry takes it over. */
export const CLAIM_STALE_S = 15

type Request = { scope: MedusaContainer; headers: Record<string, string | string[] | undefined>; body?: unknown }

/**
 * What `produce` is told about its claim: `lockOwner` names the claim for locks taken on its
 * behalf (e.g. the cart's checkout lock), the same for a retry that took the claim over, so the
 * retry re-enters the locks of the dead process instead of waiting for them to expire.
 */
export type Claim = { lockOwner?: string }

/**
 * Runs `produce` once per client `Idempotency-Key` (per caller and route): a repeated key
 * answers the stored reply, waiting while the first request is still at work. Without the
 * header, `produce` just runs. A failed request frees its key, so a retry runs again. The
 * claim's owner touches it every 2 s; a claim silent for 15 s (its process died: SIGKILL, a
 * crash, a lost machine) is taken over by the retry waiting on it, which runs `produce` again:
 * `produce` must be safe to run again after a partial run (the order workflow returns the order
 * a cart already became).
 */
export async function idempotentReply<T extends object>(req: Request, scope: string, produce: (claim: Claim) => Promise<T>): Promise<T> {
  const header = req.headers["idempotency-key"]
  if (header === undefined) return produce({})
  const key = Array.isArray(header) ? header[0] : header
  if (!KEY_PATTERN.test(key)) {
    throw invalid("Idempotency-Key must be 1 to 255 visible ASCII characters.")
  }
  const keys = req.scope.resolve<IdempotencyModuleService>(IDEMPOTENCY_MODULE)
  const requestHash = createHash("sha256").update(JSON.stringify(req.body ?? {})).digest("hex")
  const deadline = Date.now() + WAIT_MS

  while (Date.now() < deadline) {
    const stored = await keys.keyState(scope, key)
    if (stored) {
      if (stored.request_hash !== requestHash) {
        throw invalid("This Idempotency-Key was already used for a different request.")
      }
      if (stored.reply) return stored.reply as T
      if (stored.silent_s >= CLAIM_STALE_S && (await keys.takeOverStaleClaim(stored.id, CLAIM_STALE_S))) {
        return runClaimed(keys, stored.id, produce)
      }
      await sleep(POLL_MS)
      continue
    }
    const claim = await keys.createIdempotencyKeys({ scope, key, request_hash: requestHash }).catch((error) => {
      if (error?.type === MedusaError.Types.DUPLICATE_ERROR || /already exists|duplicate|unique/i.test(error?.message)) return null
      throw error
    })
    if (!claim) continue // another request claimed it first: wait for its reply
    return runClaimed(keys, claim.id, produce)
  }
  throw conflict("A request with this Idempotency-Key is still in progress. Please try again.")
}

/** Runs `produce` for the claim `id`, touching the claim meanwhile; stores the reply, or frees the key. */
async function runClaimed<T extends object>(keys: IdempotencyModuleService, id: string, produce: (claim: Claim) => Promise<T>) {
  const heartbeat = setInterval(() => void keys.touchClaim(id).catch(() => undefined), CLAIM_HEARTBEAT_MS)
  heartbeat.unref()
  try {
    const reply = await produce({ lockOwner: `idempotency:${id}` })
    clearInterval(heartbeat)
    await keys.updateIdempotencyKeys({ id, reply: reply as Record<string, unknown> })
    return reply
  } catch (error) {
    clearInterval(heartbeat)
    await keys.deleteIdempotencyKeys(id)
    throw error
  }
}
