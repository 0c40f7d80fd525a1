import { RateLimiterAbstract, RateLimiterMemory, RateLimiterRedis } from "rate-limiter-flexible"
import Redis from "ioredis"
import { RATE_LIMITS, tooManyAttemptsMessage, type RateChecks, type RateLimitName } from "../../domain/accounts/rate-limit-settings"
import { TooManyRequestsError } from "../../domain/errors"
import { rateLimitPoints } from "../../config/abuse-limits"

let redis: Redis | undefined
const limiters = new Map<RateLimitName, RateLimiterAbstract>()

/** One limiter per name for the whole process (in Redis when REDIS_URL is set, so processes share counts). */
function limiter(name: RateLimitName): RateLimiterAbstract {
  let found = limiters.get(name)
  if (!found) {
    const { keyPrefix, points, durationSeconds: duration } = RATE_LIMITS[name]
    if (process.env.REDIS_URL) {
      // Commands wait for the connection (the first sign-in after a start came before it, and with
      // enableOfflineQueue off it failed with a 500); a Redis that is gone fails them after one retry.
      redis ??= new Redis(process.env.REDIS_URL, { maxRetriesPerRequest: 1 })
      found = new RateLimiterRedis({ storeClient: redis, keyPrefix, points, duration })
    } else {
      found = new RateLimiterMemory({ keyPrefix, points, duration })
    }
    limiters.set(name, found)
  }
  return found
}

/** Counts attempts per e-mail or address (rate-limiter-flexible) and says when a caller must wait. */
export default class RateLimitModuleService {
  /** The 429 message when any of the keys is used up, otherwise null. */
  async limitedMessage(checks: RateChecks) {
    let waitMs = 0
    let limited: RateLimitName | undefined
    for (const [name, key] of checks) {
      const state = await limiter(name).get(key)
      if (state && state.consumedPoints >= rateLimitPoints(name, RATE_LIMITS[name].points) && state.msBeforeNext > waitMs) {
        waitMs = state.msBeforeNext
        limited = name
      }
    }
    return waitMs ? tooManyAttemptsMessage(waitMs, limited) : null
  }

  /** A 429 when any of the keys is used up. */
  async assertNotLimited(checks: RateChecks) {
    const message = await this.limitedMessage(checks)
    if (message) throw new TooManyRequestsError(message)
  }

  async countAttempt(checks: RateChecks) {
    await Promise.all(checks.map(([name, key]) => limiter(name).penalty(key, 1)))
  }

  async forgetAttempts(checks: RateChecks) {
    await Promise.all(checks.map(([name, key]) => limiter(name).delete(key)))
  }
}
