import { rateLimitPoints } from "./abuse-limits"
import { redisUrl } from "./redis"

/**
 * The rate-limit module's options (medusa-config): getters over the environment, read when used as
 * before (REDIS_URL when a limiter is first made, a limit's points on every check, so a test can lower
 * them). The module itself never reads the environment.
 */
export const rateLimitModuleOptions = () => ({
  redisUrl: () => redisUrl(),
  points: (name: string, fallback: number) => rateLimitPoints(name, fallback),
})
