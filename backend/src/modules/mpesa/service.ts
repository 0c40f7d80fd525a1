import { ContainerRegistrationKeys, InjectTransactionManager, MedusaContext, MedusaService } from "@medusajs/framework/utils"
import type { Context, Logger } from "@medusajs/framework/types"
import type { EntityManager } from "@medusajs/framework/mikro-orm/knex"
import type { Knex } from "knex"
import type { MpesaSettings } from "../../config/mpesa"
import type { B2cSettings } from "../../config/mpesa-b2c"
import { accountReference, darajaPhone, MPESA_MESSAGES, TRANSACTION_DESC, type MpesaState } from "../../domain/payments/mpesa"
import { MpesaPayment } from "./models/mpesa-payment"
import { MpesaCallback } from "./models/mpesa-callback"
import { MpesaToken } from "./models/mpesa-token"
import { DarajaClient, DarajaError, type B2cPaymentInput, type DarajaConfig, type StkPushInput, type TransactionStatusInput } from "./daraja-client"
import { PostgresTokenStore } from "./token-store"
import { sendB2c, type B2cSend, type B2cSendOutcome } from "./b2c-send"
import { transactionOf as trxOf } from "../sql-context"

/** Given by medusa-config (`config/mpesa-module.ts`): the settings, read per call; null when not configured. */
export type MpesaModuleOptions = {
  settings?: () => MpesaSettings | null
  b2cSettings?: () => B2cSettings | null
}

/** A payment's result to record: only a payment in one of `from` takes it (first terminal result wins). */
export type MpesaResult = {
  paymentId: string
  from: MpesaState[]
  to: MpesaState
  resultCode: number | null
  resultDesc: string | null
  receipt?: string | null
  /** Why an admin must look at it (kept with the claim; a later flag replaces it). */
  flag?: string | null
  /** The flag when the result lands on a payment that was no longer Pending ("{state}": the state it replaced). */
  lateFlag?: string | null
}

/** A push whose answer was lost, recognised by its callback's ids, phone and whole-shilling amount. */
export type LostPush = { checkoutRequestId: string; merchantRequestId: string | null; amount: number; phone: string }

type Cradle = { logger: Logger; [ContainerRegistrationKeys.PG_CONNECTION]: Knex }

type Ctx = Context<EntityManager>


/** A flagged payment that "Place the order anyway" made Paid, as it was before (to put it back). */
export type PlacedFlagged = { paymentId: string; flag: string | null; flaggedAt: Date | null }

const notConfigured = (what: string) => new DarajaError("not-configured", "auth", `${what} is not configured`)

/**
 * M-Pesa (Safaricom's Daraja): the payments' and callbacks' tables, and the one Daraja client of the
 * shop (STK push and query for M-Pesa Express, B2C and Transaction Status for payouts and refunds),
 * built from the module's options and sharing the one OAuth token in `mpesa_token` with every process.
 * The client is built again only when the settings change.
 */
class MpesaModuleService extends MedusaService({ MpesaPayment, MpesaCallback, MpesaToken }) {
  private readonly mpesaOptions: MpesaModuleOptions
  private readonly log: Logger
  private readonly tokens: PostgresTokenStore
  private readonly db: Knex
  private darajaClient: { key: string; client: DarajaClient } | null = null

  constructor(cradle: Cradle, options: MpesaModuleOptions = {}) {
    super(cradle, options)
    this.mpesaOptions = options ?? {}
    this.log = cradle.logger
    this.db = cradle[ContainerRegistrationKeys.PG_CONNECTION]
    this.tokens = new PostgresTokenStore(this.db)
  }

  /** M-Pesa Express's settings; null when M-Pesa is not configured. */
  settings(): MpesaSettings | null {
    return this.mpesaOptions.settings?.() ?? null
  }

  /** B2C's settings (payouts, refunds, Transaction Status); null when B2C is not configured. */
  b2cSettings(): B2cSettings | null {
    return this.mpesaOptions.b2cSettings?.() ?? null
  }

  /** The one client: with the B2C account when it is configured (STK needs only the rest). */
  private client(): DarajaClient {
    const config: DarajaConfig | undefined = this.b2cSettings()?.daraja ?? this.settings()?.daraja
    if (!config) throw notConfigured("M-Pesa")
    const key = JSON.stringify(config)
    if (this.darajaClient?.key !== key) this.darajaClient = { key, client: new DarajaClient(config, this.tokens, undefined, { logger: this.log }) }
    return this.darajaClient.client
  }

  stkPush(input: StkPushInput) {
    return this.client().stkPush(input)
  }

  stkQuery(checkoutRequestId: string) {
    return this.client().stkQuery(checkoutRequestId)
  }

  b2cPayment(input: B2cPaymentInput) {
    if (!this.b2cSettings()) throw notConfigured("M-Pesa B2C")
    return this.client().b2cPayment(input)
  }

  transactionStatus(input: TransactionStatusInput) {
    if (!this.b2cSettings()) throw notConfigured("M-Pesa B2C")
    return this.client().transactionStatus(input)
  }

  /** Why Daraja must not be asked for this many whole shillings (below 1, above MPESA_MAX_AMOUNT), or null. */
  amountProblem(shillings: number): string | null {
    const settings = this.settings()
    if (!settings) return MPESA_MESSAGES.notConfigured
    if (shillings < 1) return MPESA_MESSAGES.tooLittle
    if (shillings > settings.maxAmount) return MPESA_MESSAGES.tooMuch(settings.maxAmount)
    return null
  }

  /**
   * The shop's one STK push: the prompt for a payment (its id is the AccountReference), to the shop's
   * callback. The amount is whole shillings already checked with `amountProblem`.
   */
  pushPayment(input: { paymentId: string; phone: string; amount: number }) {
    const settings = this.settings()
    if (!settings) throw notConfigured("M-Pesa")
    return this.client().stkPush({
      amount: input.amount,
      phone: darajaPhone(input.phone),
      accountReference: accountReference(input.paymentId),
      description: TRANSACTION_DESC,
      callbackUrl: settings.callbackUrl,
    })
  }

  /**
   * Records a payment's result with one conditional update (`WHERE state IN from`), so of two
   * callbacks, or a callback and the job's query, exactly one wins; the others change nothing.
   * Returns the state it replaced (null: another result was first).
   */
  async claimResult(input: MpesaResult): Promise<MpesaState | null> {
    const { rows } = await this.db.raw(
      `UPDATE mpesa_payment p SET state = ?, result_code = ?, result_desc = ?, receipt = coalesce(?, p.receipt),
         flag_reason = coalesce(?::text, CASE WHEN old.state <> 'Pending' THEN replace(?::text, '{state}', old.state) END, p.flag_reason),
         flagged_at = CASE WHEN coalesce(?::text, CASE WHEN old.state <> 'Pending' THEN ?::text END) IS NULL THEN p.flagged_at ELSE now() END,
         settled_at = now(), updated_at = now()
       FROM (SELECT id, state FROM mpesa_payment WHERE id = ? AND deleted_at IS NULL FOR UPDATE) old
       WHERE p.id = old.id AND old.state = ANY(?)
       RETURNING old.state AS previous`,
      [input.to, input.resultCode, input.resultDesc, input.receipt ?? null, input.flag ?? null, input.lateFlag ?? null, input.flag ?? null, input.lateFlag ?? null, input.paymentId, input.from]
    )
    return (rows[0]?.previous ?? null) as MpesaState | null
  }

  /** Undoes `claimResult`: the state it replaced comes back, if nothing changed it since. */
  async unclaimResult(claimed: { id: string; previous: MpesaState; to: MpesaState }): Promise<void> {
    await this.db.raw(`UPDATE mpesa_payment SET state = ?, settled_at = NULL, updated_at = now() WHERE id = ? AND state = ?`, [claimed.previous, claimed.id, claimed.to])
  }

  /** The knex transaction of a transaction-bound context (e.g. the ledger's `withTransaction`), for read models inside it. */
  transactionOf(ctx: Ctx): Knex.Transaction {
    return trxOf(ctx)
  }

  /** "Place the order anyway": the flagged payment (already locked by the caller) becomes Paid, its flag cleared. */
  @InjectTransactionManager()
  async markFlaggedPaid(paymentId: string, @MedusaContext() ctx: Ctx = {}): Promise<void> {
    await trxOf(ctx).raw(
      `UPDATE mpesa_payment SET state = 'Paid', flag_reason = NULL, flagged_at = NULL, settled_at = now(), updated_at = now() WHERE id = ?`,
      [paymentId]
    )
  }

  /** Undoes `markFlaggedPaid` unless its order exists by then: Refund due again with its flag. True when it changed the payment. */
  @InjectTransactionManager()
  async unmarkFlaggedPaid(before: PlacedFlagged, @MedusaContext() ctx: Ctx = {}): Promise<boolean> {
    const { rowCount } = await trxOf(ctx).raw(
      `UPDATE mpesa_payment SET state = 'RefundDue', flag_reason = ?, flagged_at = ?, updated_at = now()
       WHERE id = ? AND state = 'Paid' AND order_id IS NULL`,
      [before.flag, before.flaggedAt, before.paymentId]
    )
    return Boolean(rowCount)
  }

  /**
   * A callback for a push whose answer was lost (Daraja answered 500 but sent the prompt): the newest
   * pending or expired payment of the last hour with no CheckoutRequestID, the same phone and the
   * same amount takes the callback's ids, once. Returns its id, or null.
   */
  async adoptLostPush(input: LostPush): Promise<string | null> {
    const { rows } = await this.db.raw(
      `UPDATE mpesa_payment SET checkout_request_id = ?, merchant_request_id = ?, updated_at = now()
       WHERE id = (SELECT id FROM mpesa_payment
                   WHERE checkout_request_id IS NULL AND state IN ('Pending', 'Expired') AND deleted_at IS NULL AND amount = ?
                     AND right(regexp_replace(phone, '[^0-9]', '', 'g'), 9) = right(regexp_replace(?, '[^0-9]', '', 'g'), 9)
                     AND created_at > now() - interval '1 hour'
                   ORDER BY created_at DESC LIMIT 1)
         AND checkout_request_id IS NULL
       RETURNING id`,
      [input.checkoutRequestId, input.merchantRequestId, Math.round(input.amount), input.phone]
    )
    return (rows[0]?.id ?? null) as string | null
  }

  /** One B2C BusinessPayment (a payout or a refund): what came of it, for the caller to record (b2c-send.ts). */
  sendB2c(send: B2cSend): Promise<B2cSendOutcome> {
    const settings = this.b2cSettings()
    return sendB2c(settings ? { settings, pay: (input) => this.client().b2cPayment(input) } : null, send, this.log)
  }
}

export default MpesaModuleService
