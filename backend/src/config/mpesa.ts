/**
 * M-Pesa Express (Daraja) settings, only from the environment (docs/configuration.md). M-Pesa is
 * offered only when every required one is set; read per call, so a test can set them before boot.
 */
export type MpesaSettings = {
  daraja: {
    baseUrl: string
    consumerKey: string
    consumerSecret: string
    shortcode: string
    passkey: string
    transactionType: "CustomerPayBillOnline" | "CustomerBuyGoodsOnline"
  }
  /** The public URL Daraja posts results to: `${MPESA_CALLBACK_BASE_URL}/hooks/daraja/${secret}` (no "mpesa" in it). */
  callbackUrl: string
  callbackSecret: string
  maxAmount: number
  timeoutSeconds: number
  /** The name the phone's prompt shows as the payee (the shortcode's registered business name; Daraja sends none). */
  businessName: string
}

const REQUIRED = ["MPESA_CONSUMER_KEY", "MPESA_CONSUMER_SECRET", "MPESA_SHORTCODE", "MPESA_PASSKEY", "MPESA_CALLBACK_BASE_URL", "MPESA_CALLBACK_SECRET"] as const

export const DEFAULT_MPESA_BASE_URL = "https://sandbox.safaricom.co.ke"
export const DEFAULT_MPESA_MAX_AMOUNT = 250_000
export const DEFAULT_MPESA_TIMEOUT_S = 180
/** The simulator's registered name for its paybill; a real shortcode's is set with MPESA_BUSINESS_NAME. */
export const DEFAULT_MPESA_BUSINESS_NAME = "Duka Marketplace"

const positive = (value: string | undefined, fallback: number) => {
  const n = Number(value)
  return value && Number.isFinite(n) && n > 0 ? n : fallback
}

export function mpesaSettings(env: NodeJS.ProcessEnv = process.env): MpesaSettings | null {
  if (REQUIRED.some((name) => !env[name]?.trim())) return null
  const secret = env.MPESA_CALLBACK_SECRET!.trim()
  return {
    daraja: {
      baseUrl: (env.MPESA_BASE_URL?.trim() || DEFAULT_MPESA_BASE_URL).replace(/\/+$/, ""),
      consumerKey: env.MPESA_CONSUMER_KEY!.trim(),
      consumerSecret: env.MPESA_CONSUMER_SECRET!.trim(),
      shortcode: env.MPESA_SHORTCODE!.trim(),
      passkey: env.MPESA_PASSKEY!.trim(),
      transactionType: env.MPESA_TRANSACTION_TYPE === "CustomerBuyGoodsOnline" ? "CustomerBuyGoodsOnline" : "CustomerPayBillOnline",
    },
    callbackUrl: `${env.MPESA_CALLBACK_BASE_URL!.trim().replace(/\/+$/, "")}/hooks/daraja/${encodeURIComponent(secret)}`,
    callbackSecret: secret,
    maxAmount: Math.floor(positive(env.MPESA_MAX_AMOUNT, DEFAULT_MPESA_MAX_AMOUNT)),
    timeoutSeconds: positive(env.MPESA_TIMEOUT_S, DEFAULT_MPESA_TIMEOUT_S),
    businessName: env.MPESA_BUSINESS_NAME?.trim().slice(0, 60) || DEFAULT_MPESA_BUSINESS_NAME,
  }
}

/** MPESA_QUERY_INTERVAL_MS (default 30 s): how often the M-Pesa job asks about pending payments. */
export const mpesaQueryIntervalMs = (env: NodeJS.ProcessEnv = process.env) => Number(env.MPESA_QUERY_INTERVAL_MS || 30_000)
