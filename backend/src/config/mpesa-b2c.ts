import { mpesaSettings, type MpesaSettings } from "./mpesa"

/**
 * M-Pesa B2C (sellers' payouts) settings, only from the environment (README: Configuration): the
 * M-Pesa settings (OAuth, MPESA_CALLBACK_BASE_URL, MPESA_CALLBACK_SECRET) plus MPESA_B2C_SHORTCODE,
 * MPESA_B2C_INITIATOR and MPESA_B2C_SECURITY_CREDENTIAL. Null when any is missing: payouts by M-Pesa
 * are then refused (bank payouts still work). Read per call, so a test can set them before boot.
 */
type B2cAccount = { shortcode: string; initiator: string; securityCredential: string }

export type B2cSettings = Omit<MpesaSettings, "daraja"> & {
  /** Daraja's settings with the B2C account (the wire client's DarajaConfig.b2c). */
  daraja: MpesaSettings["daraja"] & { b2c: B2cAccount }
  b2c: { shortcode: string; initiator: string; securityCredential: string }
  /** `${MPESA_CALLBACK_BASE_URL}/hooks/payouts/${secret}/result|timeout|status` (no "mpesa" in them). */
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
  if (!base || !shortcode || !initiator || !securityCredential) return null
  const hooks = `${env.MPESA_CALLBACK_BASE_URL!.trim().replace(/\/+$/, "")}/hooks/payouts/${encodeURIComponent(base.callbackSecret)}`
  const timeout = Number(env.MPESA_B2C_RESULT_TIMEOUT_S)
  return {
    ...base,
    daraja: { ...base.daraja, b2c: { shortcode, initiator, securityCredential } },
    b2c: { shortcode, initiator, securityCredential },
    resultUrl: `${hooks}/result`,
    queueTimeoutUrl: `${hooks}/timeout`,
    statusResultUrl: `${hooks}/status`,
    resultTimeoutSeconds: Number.isFinite(timeout) && timeout > 0 ? timeout : DEFAULT_B2C_RESULT_TIMEOUT_S,
  }
}
