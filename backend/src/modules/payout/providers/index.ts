import type { PayoutMethodKind } from "../../../domain/ledger/payouts"
import { bankTransferPayoutProvider } from "./bank-transfer"
import { mpesaB2cPayoutProvider } from "./mpesa-b2c"
import type { PayoutProvider } from "./types"

export type { B2cRequest, PayoutProvider, PayoutSendOutcome, PayoutTransport } from "./types"

const PROVIDERS: Record<PayoutMethodKind, PayoutProvider> = { mpesa: mpesaB2cPayoutProvider, bank: bankTransferPayoutProvider }

/** The provider that sends payouts of a payout method's kind. */
export const payoutProvider = (kind: PayoutMethodKind): PayoutProvider => PROVIDERS[kind]
