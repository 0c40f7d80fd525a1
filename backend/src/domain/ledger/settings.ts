/** The marketplace's money settings, from the environment (docs/configuration.md; src/config/ledger.ts reads it). */

/** A percentage with at most two decimals (10, 12.5) as basis points (1000, 1250); null when it is not one. */
export function percentToBasisPoints(value: unknown): number | null {
  const text = typeof value === "number" ? String(value) : typeof value === "string" ? value.trim() : ""
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(text)) return null
  const basisPoints = Math.round(Number(text) * 100)
  return basisPoints >= 0 && basisPoints <= 10_000 ? basisPoints : null
}

export const basisPointsToPercent = (basisPoints: number) => basisPoints / 100

export type LedgerSettings = {
  /** COMMISSION_DEFAULT_PERCENT (default 10): the rate of a line no rule covers. */
  defaultRateBp: number
  /** PAYOUT_HOLD_DAYS (default 7, the return window): days a delivered line's earnings stay pending. */
  holdDays: number
  /** COMMISSION_VAT_PERCENT (default 0: none): VAT the shop charges the seller on its commission. */
  commissionVatPercent: number
}

export function ledgerSettings(env: Record<string, string | undefined>): LedgerSettings {
  const defaultRateBp = percentToBasisPoints(env.COMMISSION_DEFAULT_PERCENT ?? "10")
  const holdDays = Number(env.PAYOUT_HOLD_DAYS ?? 7)
  const commissionVatPercent = Number(env.COMMISSION_VAT_PERCENT ?? 0)
  if (defaultRateBp === null) throw new Error("COMMISSION_DEFAULT_PERCENT must be a percentage from 0 to 100.")
  if (!Number.isInteger(holdDays) || holdDays < 0) throw new Error("PAYOUT_HOLD_DAYS must be a whole number of days.")
  if (!Number.isFinite(commissionVatPercent) || commissionVatPercent < 0 || commissionVatPercent > 100) {
    throw new Error("COMMISSION_VAT_PERCENT must be a percentage from 0 to 100.")
  }
  return { defaultRateBp, holdDays, commissionVatPercent }
}

export const DAY_MS = 24 * 60 * 60 * 1000
