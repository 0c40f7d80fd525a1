const MINUTE = 60

/** Failed sign-ins allowed per e-mail and per address, password-reset requests and contact messages likewise, and merchant forms per address. */
export const RATE_LIMITS = {
  loginByEmail: { keyPrefix: "login_email", points: 5, durationSeconds: 15 * MINUTE },
  loginByAddress: { keyPrefix: "login_ip", points: 30, durationSeconds: 15 * MINUTE },
  forgotByEmail: { keyPrefix: "forgot_email", points: 3, durationSeconds: 60 * MINUTE },
  forgotByAddress: { keyPrefix: "forgot_ip", points: 10, durationSeconds: 60 * MINUTE },
  merchantApplyByAddress: { keyPrefix: "merchant_apply_ip", points: 20, durationSeconds: 60 * MINUTE },
  merchantSignupByAddress: { keyPrefix: "merchant_signup_ip", points: 20, durationSeconds: 60 * MINUTE },
  // Contact messages: the confirmation e-mail goes to the address the sender types in.
  contactByAddress: { keyPrefix: "contact_ip", points: 10, durationSeconds: 60 * MINUTE },
  contactByRecipient: { keyPrefix: "contact_email", points: 3, durationSeconds: 60 * MINUTE },
  // Sign-ups (every attempt that passes validation) and M-Pesa prompts sent; the points can be
  // changed from the environment (config/abuse-limits.ts).
  registerByAddress: { keyPrefix: "register_ip", points: 100, durationSeconds: 60 * MINUTE },
  mpesaPromptByAccount: { keyPrefix: "mpesa_prompt_account", points: 10, durationSeconds: 60 * MINUTE },
  mpesaPromptByPhone: { keyPrefix: "mpesa_prompt_phone", points: 5, durationSeconds: 60 * MINUTE },
  mpesaPromptByAddress: { keyPrefix: "mpesa_prompt_ip", points: 100, durationSeconds: 60 * MINUTE },
  // Wrong passwords given to change a payout method, per account (issue item 18).
  payoutPasswordByAccount: { keyPrefix: "payout_password_account", points: 5, durationSeconds: 15 * MINUTE },
  // Order tracking without signing in (POST /api/order/track): every look-up counts, so numbers and
  // contacts cannot be tried in bulk; ORDER_TRACK_MAX_PER_ADDRESS changes the points.
  orderTrackByAddress: { keyPrefix: "order_track_ip", points: 30, durationSeconds: 15 * MINUTE },
  // Wrong collection codes tried for one pickup order at its station (POST /api/delivery/collect).
  collectionCodeByOrder: { keyPrefix: "collection_code_order", points: 5, durationSeconds: 15 * MINUTE },
  // Help for a search that found nothing (did you mean, popular products): public and uncached.
  searchHelpByAddress: { keyPrefix: "search_help_ip", points: 300, durationSeconds: 15 * MINUTE },
} as const

export type RateLimitName = keyof typeof RATE_LIMITS
/** Which limits a request counts against, each with its key (an e-mail or an address). */
export type RateChecks = [RateLimitName, string][]

/** What the shopper is told was too many, for the limits that are not about failed attempts. */
const TOO_MANY: Partial<Record<RateLimitName, string>> = {
  registerByAddress: "Too many accounts were created from your network.",
  mpesaPromptByAccount: "Too many M-Pesa payment requests from your account.",
  mpesaPromptByPhone: "Too many M-Pesa payment requests to this phone.",
  mpesaPromptByAddress: "Too many M-Pesa payment requests from your network.",
  payoutPasswordByAccount: "Too many wrong passwords, so your payout method cannot be changed for now.",
  orderTrackByAddress: "Too many order look-ups from your network.",
  collectionCodeByOrder: "Too many wrong collection codes for this order.",
  searchHelpByAddress: "Too many searches from your network.",
}

/** The 429 message for a wait of `waitMs` (of the limit `name`, when it has its own words). */
export function tooManyAttemptsMessage(waitMs: number, name?: RateLimitName) {
  const minutes = Math.max(1, Math.ceil(waitMs / 60000))
  return `${(name && TOO_MANY[name]) || "Too many attempts."} Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`
}
