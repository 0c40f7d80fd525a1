import { MedusaService } from "@medusajs/framework/utils"
import { CommissionRule } from "./models/commission-rule"
import { LedgerAccount } from "./models/ledger-account"
import { LedgerEntry } from "./models/ledger-entry"
import { LedgerTransaction } from "./models/ledger-transaction"
import { LineCommission } from "./models/line-commission"
import { Payout } from "./models/payout"
import { PayoutCallback } from "./models/payout-callback"
import { PayoutMethod } from "./models/payout-method"
import { BuyerRefund } from "./models/buyer-refund"

/**
 * Commission rules and frozen line commissions are written through this service; ledger
 * transactions only through `postTransaction` (./posting.ts), which writes them in one database
 * transaction with the accounts locked.
 */
class LedgerModuleService extends MedusaService({
  LedgerAccount,
  LedgerTransaction,
  LedgerEntry,
  CommissionRule,
  LineCommission,
  PayoutMethod,
  Payout,
  PayoutCallback,
  BuyerRefund,
}) {}

export default LedgerModuleService
