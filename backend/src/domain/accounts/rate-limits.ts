import { RateLimiterAbstract, RateLimiterMemory, RateLimiterRedis } from "rate-limiter-flexible"
import Redis from "ioredis"
import { TooManyRequestsError } from "../errors"

const MINUTE = 60

let redis: Redis | undefined
function limiter(keyPrefix: string, points: number, durationSeconds: number): RateLimiterAbstract {
  if (process.env.REDIS_URL) {
    redis ??= new Redis(process.env.REDIS_URL, { enableOfflineQueue: false, lazyConnect: false })
    return new RateLimiterRedis({ storeClient: redis, keyPrefix, points, duration: durationSeconds })
  }
  return new RateLimiterMemory({ keyPrefix, points, duration: durationSeconds })
}

/** Failed sign-ins allowed per e-mail and per address, and password-reset requests likewise. */
export const limits = {
  loginByEmail: limiter("login_email", 5, 15 * MINUTE),
  loginByAddress: limiter("login_ip", 30, 15 * MINUTE),
  forgotByEmail: limiter("forgot_email", 3, 60 * MINUTE),
  forgotByAddress: limiter("forgot_ip", 10, 60 * MINUTE),
  // Merchant applications, and merchant invitation sign-ups, per address and hour.
  merchantApplyByAddress: limiter("merchant_apply_ip", 20, 60 * MINUTE),
  merchantSignupByAddress: limiter("merchant_signup_ip", 20, 60 * MINUTE),
}

/** The 429 message when any of the keys is used up, otherwise null. */
export async function rateLimitMessage(checks: [RateLimiterAbstract, string][]) {
  let waitMs = 0
  for (const [rateLimiter, key] of checks) {
    const state = await rateLimiter.get(key)
    if (state && state.consumedPoints >= rateLimiter.points) {
      waitMs = Math.max(waitMs, state.msBeforeNext)
    }
  }
  if (!waitMs) return null
  const minutes = Math.max(1, Math.ceil(waitMs / 60000))
  return `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`
}

export type RateChecks = [RateLimiterAbstract, string][]

/** A 429 when any of the keys is used up. */
export async function assertNotLimited(checks: RateChecks) {
  const limited = await rateLimitMessage(checks)
  if (limited) {
    throw new TooManyRequestsError(limited)
  }
}

/** Counts one attempt against each key. */
export async function countAttempt(checks: [RateLimiterAbstract, string][]) {
  await Promise.all(checks.map(([rateLimiter, key]) => rateLimiter.penalty(key, 1)))
}

export async function forgetAttempts(checks: [RateLimiterAbstract, string][]) {
  await Promise.all(checks.map(([rateLimiter, key]) => rateLimiter.delete(key)))
}
