import { setTimeout as sleep } from "node:timers/promises"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { Modules } from "@medusajs/framework/utils"

type Input = { keys: string[]; ownerId: string }

const WAIT_MS = 60_000
const RETRY_MS = 50
const TTL_SECONDS = 120

/**
 * Takes the checkout locks of a cart's inventory items (sorted, owned by the cart's checkout so a
 * partial take is resumed, not deadlocked), waiting up to a minute for other buyers of the same
 * products; released by `releaseStockLocksStep` or by this step's compensation.
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
        return new StepResponse(true, { keys, ownerId })
      } catch (error) {
        if (Date.now() >= deadline) throw error
        await sleep(RETRY_MS)
      }
    }
  },
  async (held: Input | null | undefined, { container }) => {
    if (held?.keys.length) await container.resolve(Modules.LOCKING).release(held.keys, { ownerId: held.ownerId })
  }
)

export const releaseStockLocksStep = createStep("release-stock-locks", async ({ keys, ownerId }: Input, { container }) => {
  if (keys.length) await container.resolve(Modules.LOCKING).release(keys, { ownerId })
  return new StepResponse(true)
})
