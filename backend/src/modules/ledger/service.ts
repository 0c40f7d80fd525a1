import { MedusaService } from "@medusajs/framework/utils"
import { CommissionRule } from "./models/commission-rule"
import { LedgerAccount } from "./models/ledger-account"
import { LedgerEntry } from "./models/ledger-entry"
import { LedgerTransaction } from "./models/ledger-transaction"
import { LineCommission } from "./models/line-commission"

/**
 * Commission rules and frozen line commissions are written through this service; ledger
 * transactions only through `postTransaction` (./posting.ts), which writes them in one database
 * transaction with the accounts locked.
 */
class LedgerModuleService extends MedusaService({ LedgerAccount, LedgerTransaction, LedgerEntry, CommissionRule, LineCommission }) {}

export default LedgerModuleService
