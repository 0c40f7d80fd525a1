import type { PromptLimits } from "../domain/payments/prompt-limits"

/**
 * Bounds on what one caller may hold or start (issue 48, item 8), only from the environment
 * (docs/configuration.md); read per call, so a test can lower them. A missing, non-numeric or
 * non-positive value takes the default.
 */
export const DEFAULT_PROMPT_LIMITS: PromptLimits = {
  openPrompts: 3,
  heldUnits: 20,
  openPromptsPerAddress: 30,
  heldUnitsPerAddress: 300,
}

/** The environment variable that overrides a rate limit's points (its window stays as `rate-limit-settings` says). */
export const RATE_LIMIT_VARIABLES = {
  registerByAddress: "REGISTER_MAX_PER_ADDRESS",
  mpesaPromptByAccount: "MPESA_PROMPTS_PER_ACCOUNT",
  mpesaPromptByPhone: "MPESA_PROMPTS_PER_PHONE",
  mpesaPromptByAddress: "MPESA_PROMPTS_PER_ADDRESS",
  orderTrackByAddress: "ORDER_TRACK_MAX_PER_ADDRESS",
} as const

const whole = (value: string | undefined, fallback: number) => {
  const n = Number(value)
  return value?.trim() && Number.isFinite(n) && n >= 1 ? Math.floor(n) : fallback
}

export function promptLimits(env: NodeJS.ProcessEnv = process.env): PromptLimits {
  return {
    openPrompts: whole(env.MPESA_MAX_OPEN_PROMPTS, DEFAULT_PROMPT_LIMITS.openPrompts),
    heldUnits: whole(env.MPESA_MAX_HELD_UNITS, DEFAULT_PROMPT_LIMITS.heldUnits),
    openPromptsPerAddress: whole(env.MPESA_MAX_OPEN_PROMPTS_PER_ADDRESS, DEFAULT_PROMPT_LIMITS.openPromptsPerAddress),
    heldUnitsPerAddress: whole(env.MPESA_MAX_HELD_UNITS_PER_ADDRESS, DEFAULT_PROMPT_LIMITS.heldUnitsPerAddress),
  }
}

/** A rate limit's points: its variable's value when set (see RATE_LIMIT_VARIABLES), else `fallback`. */
export function rateLimitPoints(name: string, fallback: number, env: NodeJS.ProcessEnv = process.env) {
  const variable = RATE_LIMIT_VARIABLES[name as keyof typeof RATE_LIMIT_VARIABLES]
  return variable ? whole(env[variable], fallback) : fallback
}
