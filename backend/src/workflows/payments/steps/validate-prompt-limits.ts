import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { Modules } from "@medusajs/framework/utils"
import type { ILockingModule } from "@medusajs/framework/types"
import { setTimeout as sleep } from "node:timers/promises"
import { promptLimits } from "../../../config/abuse-limits"
import { invalid, TooManyRequestsError } from "../../../domain/errors"
import { promptLimitLocks, promptLimitRefusal } from "../../../domain/payments/prompt-limits"
import { openPromptLoads } from "../../../queries/payments/prompt-load"
import { cartStockNeeds } from "../../../queries/payments/mpesa-payments"

type Input = { cartId: string; customerId: string; phone: string; clientIp: string | null }
export type PromptLocks = { keys: string[]; ownerId: string }

const LOCK_WAIT_MS = 30_000
const LOCK_TTL_S = 120

export const promptLocksOf = (input: Input): PromptLocks => ({
  keys: promptLimitLocks(input.customerId, input.phone, input.clientIp),
  ownerId: `mpesa-prompt:${input.cartId}`,
})

/** Takes the account's, phone's and address's prompt locks, waiting up to 30 s for another prompt of theirs. */
async function acquire(locking: ILockingModule, { keys, ownerId }: PromptLocks) {
  const until = Date.now() + LOCK_WAIT_MS
  for (;;) {
    try {
      await locking.acquire(keys, { ownerId, expire: LOCK_TTL_S })
      return
    } catch (error) {
      // A refused multi-key acquisition may have taken some keys: give them back before waiting.
      await locking.release(keys, { ownerId })
      if (Date.now() >= until) throw error
      await sleep(100 + Math.random() * 200)
    }
  }
}

/**
 * Takes the account's, phone's and address's prompt locks (held until `release-prompt-limit-locks`,
 * after the payment and its hold exist, so two prompts of one of them cannot both pass), then reads
 * their open (Pending) prompts and the units those hold: one more prompt for this cart must stay within
 * MPESA_MAX_OPEN_PROMPTS / MPESA_MAX_HELD_UNITS (and their per-address bounds); else 429 (wait) or
 * 400 (never, as it is), and the locks are given back.
 */
export const validatePromptLimitsStep = createStep(
  "validate-prompt-limits",
  async (input: Input, { container }) => {
    const locking = container.resolve<ILockingModule>(Modules.LOCKING)
    const locks = promptLocksOf(input)
    await acquire(locking, locks)
    try {
      const units = (await cartStockNeeds(container, input.cartId)).reduce((sum, need) => sum + need.quantity, 0)
      const refusal = promptLimitRefusal(await openPromptLoads(container, input), units, promptLimits())
      if (refusal?.status === 400) throw invalid(refusal.message)
      if (refusal) throw new TooManyRequestsError(refusal.message)
      return new StepResponse(locks, locks)
    } catch (error) {
      await locking.release(locks.keys, { ownerId: locks.ownerId })
      throw error
    }
  },
  async (locks: PromptLocks | undefined, { container }) => {
    if (locks) await container.resolve<ILockingModule>(Modules.LOCKING).release(locks.keys, { ownerId: locks.ownerId })
  }
)

/** Gives the prompt locks back once the payment and its hold exist (the next prompt counts them). */
export const releasePromptLimitLocksStep = createStep("release-prompt-limit-locks", async (locks: PromptLocks, { container }) => {
  await container.resolve<ILockingModule>(Modules.LOCKING).release(locks.keys, { ownerId: locks.ownerId })
  return new StepResponse(true)
})
