/**
 * How often the scheduled jobs run (milliseconds), from the environment (docs/configuration.md); an
 * unset or empty variable takes the default. Read when a job's file is loaded.
 */
export function jobIntervalsMs(env: NodeJS.ProcessEnv = process.env) {
  return {
    /** MPESA_QUERY_INTERVAL_MS: asks Daraja about pending payments whose callback has not come. */
    settleMpesaPayments: Number(env.MPESA_QUERY_INTERVAL_MS || 30_000),
    /** SHOP_CHECKOUT_RECOVERY_MS: finishes or undoes checkouts a crash left half done. */
    recoverCheckouts: Number(env.SHOP_CHECKOUT_RECOVERY_MS || 15_000),
    /** LEDGER_RECONCILE_INTERVAL_MS: checks the ledger against orders and payments. */
    reconcileLedger: Number(env.LEDGER_RECONCILE_INTERVAL_MS || 60_000),
    /** PAYOUT_STATUS_INTERVAL_MS: asks M-Pesa about payouts with no result yet. */
    resolvePayouts: Number(env.PAYOUT_STATUS_INTERVAL_MS || 60_000),
  }
}
