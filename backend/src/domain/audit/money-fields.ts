import { toShillings } from "../money"

/**
 * What the audit log keeps of money settings (issue 48, item 10). The log is never updated or
 * deleted, so it keeps no full phone or account numbers: enough to tell them apart, as the payout
 * and refund lists show them (2547123***678, ***7890).
 */

/** A phone as digits with only its first six and last three kept: +254712345678 → 254712***678. */
export function maskedPhone(phone: string | null | undefined): string | null {
  if (!phone) return null
  const digits = phone.replace(/\D/g, "")
  return digits.length > 9 ? `${digits.slice(0, 6)}***${digits.slice(-3)}` : "***"
}

/** An account number with only its last four kept. */
export function maskedAccount(number: string | null | undefined): string | null {
  if (!number) return null
  return number.length > 4 ? `***${number.slice(-4)}` : "***"
}

type PayoutMethodLike = {
  kind: string
  phone: string | null
  bank_name: string | null
  bank_branch: string | null
  account_name: string | null
  account_number: string | null
}

/** A payout method as its history shows it (numbers masked); null when there was none. */
export function payoutMethodFields(method: PayoutMethodLike | null | undefined) {
  if (!method) return { kind: null, phone: null, bankName: null, branch: null, accountName: null, accountNumber: null }
  return {
    kind: method.kind,
    phone: maskedPhone(method.phone),
    bankName: method.bank_name,
    branch: method.bank_branch,
    accountName: method.account_name,
    accountNumber: maskedAccount(method.account_number),
  }
}

type StationLike = { name: string; town: string; county: string; opening_hours: string; is_active: boolean }

/** A pickup station as its history shows it (the API's field names); a field left out of an update is undefined, so not compared. */
export const stationFields = (station: Partial<StationLike>) => ({
  name: station.name,
  town: station.town,
  county: station.county,
  openingHours: station.opening_hours,
  isActive: station.is_active,
})

type B2cRowLike = { id: string; amount_cents: string | number; state: string; attempts: number }

/** A refund as its approval records it: what it pays back for which payment and order (its phone masked). */
export const refundFields = (refund: B2cRowLike & { payment_id: string; order_id: string | null; phone: string | null }) => ({
  paymentId: refund.payment_id,
  orderId: refund.order_id,
  amount: toShillings(refund.amount_cents),
  phone: maskedPhone(refund.phone),
  state: refund.state,
})

/** A B2C request sent again: one more attempt, and whether an admin released a disabled or deleted merchant's payout. */
export const resendFields = (row: B2cRowLike, released?: string | null) => ({
  before: { attempts: Number(row.attempts) },
  after: { attempts: Number(row.attempts) + 1, ...(released ? { released } : {}) },
})
