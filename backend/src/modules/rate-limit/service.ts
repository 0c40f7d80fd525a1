import { RateLimiterAbstract, RateLimiterMemory, RateLimiterRedis } from "rate-limiter-flexible"
import Redis from "ioredis"
import { RATE_LIMITS, tooManyAttemptsMessage, type RateChecks, type RateLimitName } from "../../domain/accounts/rate-limit-settings"
import { TooManyRequestsError } from "../../domain/errors"

/** The module's options (medusa-config, from src/config/rate-limit-module.ts); the module never reads the environment. */
export type RateLimitModuleOptions = {
  /** REDIS_URL, read when a limiter is first made: counts in Redis, shared by every process; none: in memory. */
  redisUrl?: () => string | undefined
  /** A rate limit's points now (the environment may lower them; read per call, so a test can). */
  points?: (name: RateLimitName, fallback: number) => number
}

let redis: Redis | undefined
const limiters = new Map<RateLimitName, RateLimiterAbstract>()

/** One limiter per name for the whole process (in Redis when REDIS_URL is set, so processes share counts). */
function limiter(name: RateLimitName, redisUrl: string | undefined): RateLimiterAbstract {
  let found = limiters.get(name)
  if (!found) {
    const { keyPrefix, points, durationSeconds: duration } = RATE_LIMITS[name]
    if (redisUrl) {
      // Commands wait for the connection (the first sign-in after a start came before it, and with
      // enableOfflineQueue off it failed with a 500); a Redis that is gone fails them after one retry.
      redis ??= new Redis(redisUrl, { maxRetriesPerRequest: 1 })
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
  private readonly options: RateLimitModuleOptions

  constructor(_cradle: unknown, options: RateLimitModuleOptions = {}) {
    this.options = options ?? {}
  }

  private limiter(name: RateLimitName) {
    return limiter(name, this.options.redisUrl?.())
  }

  private points(name: RateLimitName) {
    const fallback = RATE_LIMITS[name].points
    return this.options.points ? this.options.points(name, fallback) : fallback
  }

  /** The 429 message when any of the keys is used up, otherwise null. */
  async limitedMessage(checks: RateChecks) {
    let waitMs = 0
    let limited: RateLimitName | undefined
    for (const [name, key] of checks) {
      const state = await this.limiter(name).get(key)
      if (state && state.consumedPoints >= this.points(name) && state.msBeforeNext > waitMs) {
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
    await Promise.all(checks.map(([name, key]) => this.limiter(name).penalty(key, 1)))
  }

  async forgetAttempts(checks: RateChecks) {
    await Promise.all(checks.map(([name, key]) => this.limiter(name).delete(key)))
  }
}
