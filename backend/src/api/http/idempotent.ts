import { createHash } from "node:crypto"
import { setTimeout as sleep } from "node:timers/promises"
import { MedusaError } from "@medusajs/framework/utils"
import type { MedusaContainer } from "@medusajs/framework/types"
import { IDEMPOTENCY_MODULE } from "../../modules/idempotency"
import type IdempotencyModuleService from "../../modules/idempotency/service"
import { conflict, invalid } from "../../domain/errors"

const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/
const WAIT_MS = 30_000
const POLL_MS = 100

type Request = { scope: MedusaContainer; headers: Record<string, string | string[] | undefined>; body?: unknown }

/**
 * Runs `produce` once per client `Idempotency-Key` (per caller and route): a repeated key
 * answers the stored reply, waiting while the first request is still at work. Without the
 * header, `produce` just runs. A failed request frees its key, so a retry runs again.
 */
export async function idempotentReply<T extends object>(req: Request, scope: string, produce: () => Promise<T>): Promise<T> {
  const header = req.headers["idempotency-key"]
  if (header === undefined) return produce()
  const key = Array.isArray(header) ? header[0] : header
  if (!KEY_PATTERN.test(key)) {
    throw invalid("Idempotency-Key must be 1 to 255 visible ASCII characters.")
  }
  const keys = req.scope.resolve<IdempotencyModuleService>(IDEMPOTENCY_MODULE)
  const requestHash = createHash("sha256").update(JSON.stringify(req.body ?? {})).digest("hex")
  const deadline = Date.now() + WAIT_MS

  while (Date.now() < deadline) {
    const [stored] = await keys.listIdempotencyKeys({ scope, key }, { take: 1 })
    if (stored) {
      if (stored.request_hash !== requestHash) {
        throw invalid("This Idempotency-Key was already used for a different request.")
      }
      if (stored.reply) return stored.reply as T
      await sleep(POLL_MS)
      continue
    }
    const claim = await keys.createIdempotencyKeys({ scope, key, request_hash: requestHash }).catch((error) => {
      if (error?.type === MedusaError.Types.DUPLICATE_ERROR || /already exists|duplicate|unique/i.test(error?.message)) return null
      throw error
    })
    if (!claim) continue // another request claimed it first: wait for its reply
    try {
      const reply = await produce()
      await keys.updateIdempotencyKeys({ id: claim.id, reply: reply as Record<string, unknown> })
      return reply
    } catch (error) {
      await keys.deleteIdempotencyKeys(claim.id)
      throw error
    }
  }
  throw conflict("A request with this Idempotency-Key is still in progress. Please try again.")
}
