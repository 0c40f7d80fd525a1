import type { Context } from "@medusajs/framework/types"
import { InjectTransactionManager, MedusaContext, MedusaService } from "@medusajs/framework/utils"
import type { EntityManager } from "@medusajs/framework/mikro-orm/knex"
import type { PlannedPost } from "../../domain/ledger/posting"
import { LedgerAccount } from "./models/ledger-account"
import { LedgerEntry } from "./models/ledger-entry"
import { LedgerTransaction } from "./models/ledger-transaction"
import { balancesOf, insertPost, lockAccounts, postedAt, subjectSum, type LedgerRefs, type PostInput, type PostResult } from "./posting"
import { transactionOf } from "../sql-context"

export type LedgerContext = Context<EntityManager>

/** A post whose entries depend on what is already posted: planned after the accounts are locked. */
export type PlannedInput = LedgerRefs & {
  /** Every account any planned post may touch: all are locked first. */
  accounts: string[]
  /** Keys whose posting time the plan needs (a missing key is not posted). */
  lookup: string[]
  plan: (posted: Map<string, Date>) => PlannedPost[]
  /** Runs inside the same database transaction after the posts (e.g. the payout rows a post belongs to): a failure undoes both. */
  afterPost?: (ctx: LedgerContext, results: PostResult[]) => Promise<void>
}


/**
 * Ledger transactions are written only here, each in one database transaction with its accounts
 * locked. Every method runs in `sharedContext.transactionManager` when the caller has one (e.g. a
 * payout's rows and its post in one transaction: `withTransaction`), else in a transaction of its own.
 */
class LedgerModuleService extends MedusaService({
  LedgerAccount,
  LedgerTransaction,
  LedgerEntry,
}) {
  /** Runs `work` in one database transaction; pass the context it gets to every call that belongs to it. */
  @InjectTransactionManager()
  async withTransaction<T>(work: (ctx: LedgerContext) => Promise<T>, @MedusaContext() sharedContext: LedgerContext = {}): Promise<T> {
    return work(sharedContext)
  }

  /** Creates missing account rows, then locks all of them in id order (one fixed order: no deadlock between posts). */
  @InjectTransactionManager()
  async lockAccounts(codes: string[], @MedusaContext() sharedContext: LedgerContext = {}): Promise<string[]> {
    return lockAccounts(transactionOf(sharedContext), codes)
  }

  /** Each account's balance: the sum of its entries (an account with none is absent). */
  @InjectTransactionManager()
  async balances(codes: string[], @MedusaContext() sharedContext: LedgerContext = {}): Promise<Map<string, number>> {
    return balancesOf(transactionOf(sharedContext), codes)
  }

  /** Inserts one transaction (nothing when its key is already posted) with its entries; its accounts are already locked. */
  @InjectTransactionManager()
  async insertPost(input: PostInput, @MedusaContext() sharedContext: LedgerContext = {}): Promise<PostResult> {
    return insertPost(transactionOf(sharedContext), input)
  }

  /**
   * Posts one money event in ONE database transaction: its accounts locked in id order
   * (SELECT … FOR UPDATE), its entries checked (integer cents summing to zero; the database checks
   * the sum again at commit), a payout refused when it would take a seller's available balance below
   * zero, and the transaction inserted with ON CONFLICT (key) DO NOTHING: the same event posted
   * twice is one transaction (`posted: false` the second time).
   */
  @InjectTransactionManager()
  async post(input: PostInput, @MedusaContext() sharedContext: LedgerContext = {}): Promise<PostResult> {
    const trx = transactionOf(sharedContext)
    await lockAccounts(trx, input.entries.map((entry) => entry.account))
    return insertPost(trx, input)
  }

  /**
   * Plans and posts under the locks: the accounts are locked, the posting times of `lookup` keys
   * read, and `plan` decides what to post from them, so a decision (e.g. reverse from pending or
   * from available) cannot race another post on the same accounts.
   */
  @InjectTransactionManager()
  async postPlanned(input: PlannedInput, @MedusaContext() sharedContext: LedgerContext = {}): Promise<PostResult[]> {
    const trx = transactionOf(sharedContext)
    await lockAccounts(trx, input.accounts)
    const posted = await postedAt(trx, input.lookup)
    const results: PostResult[] = []
    for (const post of input.plan(posted)) {
      results.push(await insertPost(trx, { ...post, orderId: input.orderId, lineItemId: input.lineItemId, merchantId: input.merchantId, paymentId: input.paymentId }))
    }
    if (input.afterPost) await input.afterPost(sharedContext, results)
    return results
  }

  /** The posting time of each of these keys already posted (a missing key is not posted). */
  @InjectTransactionManager()
  async postedAt(keys: string[], @MedusaContext() sharedContext: LedgerContext = {}): Promise<Map<string, Date>> {
    return postedAt(transactionOf(sharedContext), keys)
  }

  /** Σ of an account's entries over the transactions of this payment or its order (each entry once). */
  @InjectTransactionManager()
  async subjectSum(account: string, paymentId: string, orderId: string | null, @MedusaContext() sharedContext: LedgerContext = {}): Promise<number> {
    return subjectSum(transactionOf(sharedContext), account, paymentId, orderId)
  }
}

export default LedgerModuleService
