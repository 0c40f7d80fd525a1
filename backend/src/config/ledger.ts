import { ledgerSettings as parseLedgerSettings, type LedgerSettings } from "../domain/ledger/settings"

/**
 * The marketplace's money settings from the environment (COMMISSION_DEFAULT_PERCENT, PAYOUT_HOLD_DAYS,
 * COMMISSION_VAT_PERCENT; docs/configuration.md), read per call so a test can change them.
 */
export const ledgerSettings = (env: NodeJS.ProcessEnv = process.env): LedgerSettings => parseLedgerSettings(env)
