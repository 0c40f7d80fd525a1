import { mpesaSettings, type MpesaSettings } from "./mpesa"

/**
 * M-Pesa B2C (sellers' payouts) settings, only from the environment (docs/configuration.md): the
 * M-Pesa settings (OAuth, MPESA_CALLBACK_BASE_URL) plus MPESA_B2C_SHORTCODE, MPESA_B2C_INITIATOR,
 * MPESA_B2C_SECURITY_CREDENTIAL and MPESA_B2C_RESULT_SECRET, the result hooks' own secret (never the
 * STK callback's MPESA_CALLBACK_SECRET: a leaked one opens one hook, not both). Null when any is missing
 * or the two secrets are the same: payouts by M-Pesa are then refused (bank payouts still work).
 * Read per call, so a test can set them before boot.
 */
type B2cAccount = { shortcode: string; initiator: string; securityCredential: string }

export type B2cSettings = Omit<MpesaSettings, "daraja"> & {
  /** Daraja's settings with the B2C account (the wire client's DarajaConfig.b2c). */
  daraja: MpesaSettings["daraja"] & { b2c: B2cAccount }
  b2c: { shortcode: string; initiator: string; securityCredential: string }
  /** MPESA_B2C_RESULT_SECRET: the path segment that guards the result hooks. */
  resultSecret: string
  /** `${MPESA_CALLBACK_BASE_URL}/hooks/payouts/${resultSecret}/result|timeout|status` (no "mpesa" in them). */
  resultUrl: string
  queueTimeoutUrl: string
  statusResultUrl: string
  /** MPESA_B2C_RESULT_TIMEOUT_S (default 600): a payout with no result after this long is asked about (Transaction Status). */
  resultTimeoutSeconds: number
}

export const DEFAULT_B2C_RESULT_TIMEOUT_S = 600

export function b2cSettings(env: NodeJS.ProcessEnv = process.env): B2cSettings | null {
  const base = mpesaSettings(env)
  const shortcode = env.MPESA_B2C_SHORTCODE?.trim()
  const initiator = env.MPESA_B2C_INITIATOR?.trim()
  const securityCredential = env.MPESA_B2C_SECURITY_CREDENTIAL?.trim()
  const resultSecret = env.MPESA_B2C_RESULT_SECRET?.trim()
  if (!base || !shortcode || !initiator || !securityCredential || !resultSecret || resultSecret === base.callbackSecret) return null
  const hooks = `${env.MPESA_CALLBACK_BASE_URL!.trim().replace(/\/+$/, "")}/hooks/payouts/${encodeURIComponent(resultSecret)}`
  const timeout = Number(env.MPESA_B2C_RESULT_TIMEOUT_S)
  return {
    ...base,
    daraja: { ...base.daraja, b2c: { shortcode, initiator, securityCredential } },
    b2c: { shortcode, initiator, securityCredential },
    resultSecret,
    resultUrl: `${hooks}/result`,
    queueTimeoutUrl: `${hooks}/timeout`,
    statusResultUrl: `${hooks}/status`,
    resultTimeoutSeconds: Number.isFinite(timeout) && timeout > 0 ? timeout : DEFAULT_B2C_RESULT_TIMEOUT_S,
  }
}

/**
 * Production refuses to start with B2C's account set up but no result secret of its own (unset, or
 * the STK callback's): payouts would otherwise be refused, or one leaked secret would open both hooks.
 */
export function assertB2cResultSecret(env: NodeJS.ProcessEnv = process.env) {
  if (env.NODE_ENV !== "production" || !env.MPESA_B2C_SHORTCODE?.trim()) return
  const secret = env.MPESA_B2C_RESULT_SECRET?.trim()
  if (!secret || secret === env.MPESA_CALLBACK_SECRET?.trim()) {
    throw new Error("MPESA_B2C_RESULT_SECRET must be set in production, different from MPESA_CALLBACK_SECRET")
  }
}
