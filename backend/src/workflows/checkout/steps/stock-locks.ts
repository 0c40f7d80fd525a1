import { setTimeout as sleep } from "node:timers/promises"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { Modules } from "@medusajs/framework/utils"
import type { ILockingModule, Logger } from "@medusajs/framework/types"
import { checkpoint } from "./checkpoint"

type Input = { keys: string[]; ownerId: string }

const WAIT_MS = 60_000
const RETRY_MS = 50
/** A lock lives this long unless renewed: what a process that dies holding it costs other buyers. */
const TTL_SECONDS = 15
const RENEW_MS = 2_000
/** Renewal stops by itself after this long, whatever happens to the checkout that holds the lock. */
const MAX_HOLD_MS = 5 * 60_000

const renewals = new Map<string, NodeJS.Timeout>()

function keepRenewed(locking: ILockingModule, logger: Logger, { keys, ownerId }: Input) {
  stopRenewing(ownerId)
  const until = Date.now() + MAX_HOLD_MS
  const timer = setInterval(() => {
    if (Date.now() > until) return stopRenewing(ownerId)
    // The same owner again only extends its lock; one taken by another owner meanwhile is reported.
    locking.acquire(keys, { ownerId, expire: TTL_SECONDS }).catch((error: Error) => {
      logger.warn(`Checkout stock lock of ${ownerId} not renewed: ${error.message}`)
    })
  }, RENEW_MS)
  timer.unref()
  renewals.set(ownerId, timer)
}

function stopRenewing(ownerId: string) {
  clearInterval(renewals.get(ownerId))
  renewals.delete(ownerId)
}

async function release(locking: ILockingModule, { keys, ownerId }: Input) {
  stopRenewing(ownerId)
  await locking.release(keys, { ownerId })
}

/**
 * Takes the checkout locks of a cart's inventory items (sorted, owned by the cart's checkout so a
 * partial take is resumed, not deadlocked), waiting up to a minute for other buyers of the same
 * products. The locks are short-lived and renewed while this process holds them, so a process
 * that dies mid-checkout blocks those products for seconds, not minutes. Released by
 * `releaseStockLocksStep` or by this step's compensation.
 */
export const acquireStockLocksStep = createStep(
  "acquire-stock-locks",
  async ({ keys, ownerId }: Input, { container }) => {
    if (!keys.length) return new StepResponse(true, null)
    const locking = container.resolve(Modules.LOCKING)
    const deadline = Date.now() + WAIT_MS
    for (;;) {
      try {
        await locking.acquire(keys, { ownerId, expire: TTL_SECONDS })
        keepRenewed(locking, container.resolve("logger"), { keys, ownerId })
        return new StepResponse(true, { keys, ownerId })
      } catch (error) {
        if (Date.now() >= deadline) throw error
        await sleep(RETRY_MS)
      }
    }
  },
  async (held: Input | null | undefined, { container }) => {
    if (held?.keys.length) await release(container.resolve(Modules.LOCKING), held)
  }
)

export const releaseStockLocksStep = createStep("release-stock-locks", async (input: Input & { after?: string }, { container }) => {
  checkpoint(input.after)
  if (input.keys.length) await release(container.resolve(Modules.LOCKING), input)
  return new StepResponse(true)
})
