import type { B2cRequestColumns } from "../../domain/ledger/b2c-settlement"
import type { PayoutMethodKind, PayoutState } from "../../domain/ledger/payouts"

export type PayoutRow = {
  id: string
  merchant_id: string
  batch_id: string
  part: number
  amount_cents: string | number
  method: PayoutMethodKind
  phone: string | null
  bank: Record<string, string | null> | null
  state: PayoutState
  utility_funds: string | null
} & B2cRequestColumns

export type PayoutDestination = { kind: PayoutMethodKind; phone: string | null; bank: Record<string, string | null> | null }

/** A new payout row: one part of a batch, Processing until its result. */
export type NewPayout = {
  id: string
  merchantId: string
  batchId: string
  part: number
  amountCents: number
  destination: PayoutDestination
  requestedBy: string | null
}

export type PayoutCallbackRecord = { payoutId: string | null; kind: string; body: string; sourceIp: string | null; outcome: string }
