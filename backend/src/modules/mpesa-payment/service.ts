import {
  AbstractPaymentProvider,
  MedusaError,
  PaymentActions,
  PaymentSessionStatus,
} from "@medusajs/framework/utils"
import type {
  AuthorizePaymentInput,
  AuthorizePaymentOutput,
  CancelPaymentInput,
  CancelPaymentOutput,
  CapturePaymentInput,
  CapturePaymentOutput,
  DeletePaymentInput,
  DeletePaymentOutput,
  GetPaymentStatusInput,
  GetPaymentStatusOutput,
  InitiatePaymentInput,
  InitiatePaymentOutput,
  Logger,
  ProviderWebhookPayload,
  RefundPaymentInput,
  RefundPaymentOutput,
  RetrievePaymentInput,
  RetrievePaymentOutput,
  UpdatePaymentInput,
  UpdatePaymentOutput,
  WebhookActionResult,
} from "@medusajs/framework/types"
import { mpesaAmount, MPESA_MESSAGES } from "../../domain/payments/mpesa"
import { MPESA_MODULE, type MpesaModuleService } from "../mpesa"
import { sessionStatusOf, type MpesaSessionData } from "./session"

/** The payment module's container: `mpesa` is there because medusa-config lists it in the payment module's dependencies. */
type Cradle = { logger: Logger; [MPESA_MODULE]: MpesaModuleService }

/**
 * M-Pesa Express for Medusa's payment module. `initiatePayment` sends the STK push (unless the
 * session is given the ids of a prompt the shop's checkout already sent, with the stock held for
 * it); `authorizePayment` and `getPaymentStatus` answer pending until the result is known (from
 * the session's recorded result, else Daraja's STK query), and a paid prompt is captured.
 * Daraja is the M-Pesa module's (its one client, configured from medusa-config; the OAuth token is
 * the one every process shares in Postgres). Daraja's callbacks come to the shop's own route
 * (`/hooks/daraja/:secret`), which checks them against the pending payment before anything is paid.
 */
class MpesaPaymentProvider extends AbstractPaymentProvider {
  static identifier = "mpesa"

  private readonly cradle: Cradle

  constructor(cradle: Cradle, options: Record<string, unknown> = {}) {
    super(cradle, options)
    this.cradle = cradle
  }

  /** The M-Pesa module (its one Daraja client), resolved when used: it may load after the payment module. */
  private mpesa(): MpesaModuleService {
    const mpesa = this.cradle[MPESA_MODULE]
    if (!mpesa?.settings()) throw new MedusaError(MedusaError.Types.NOT_ALLOWED, MPESA_MESSAGES.notConfigured)
    return mpesa
  }

  async initiatePayment({ amount, data }: InitiatePaymentInput): Promise<InitiatePaymentOutput> {
    const session = { ...(data as MpesaSessionData | undefined) }
    // A prompt the shop's checkout already sent (its ids, or its result when Daraja's answer to the
    // push was lost and the callback was matched by phone and amount): adopted, never sent again.
    const adopted = session.checkoutRequestId ?? (session.resultCode !== undefined ? session.paymentId : undefined)
    if (adopted) return { id: adopted, data: session, status: sessionStatusOf(session.resultCode) }
    if (!session.phone) throw new MedusaError(MedusaError.Types.INVALID_DATA, "An M-Pesa payment needs the paying phone number.")
    const mpesa = this.mpesa()
    const shillings = mpesaAmount(Number(amount))
    const problem = mpesa.amountProblem(shillings)
    if (problem) throw new MedusaError(MedusaError.Types.INVALID_DATA, problem)
    const ids = await mpesa.pushPayment({ paymentId: session.paymentId ?? `pay${Date.now().toString(36)}`, phone: session.phone, amount: shillings })
    const next: MpesaSessionData = { ...session, amount: shillings, ...ids }
    return { id: ids.checkoutRequestId, data: next, status: PaymentSessionStatus.PENDING }
  }

  /** The session's recorded result, else what Daraja's STK query says now ("being processed": still pending). */
  private async resultOf(data: Record<string, unknown> | undefined): Promise<MpesaSessionData> {
    const session = { ...(data as MpesaSessionData | undefined) }
    if (session.resultCode !== undefined || !session.checkoutRequestId) return session
    const answer = await this.mpesa().stkQuery(session.checkoutRequestId)
    return answer.state === "done" ? { ...session, resultCode: answer.resultCode, resultDesc: answer.resultDesc } : session
  }

  async authorizePayment({ data }: AuthorizePaymentInput): Promise<AuthorizePaymentOutput> {
    return this.statusOf(data)
  }

  async getPaymentStatus({ data }: GetPaymentStatusInput): Promise<GetPaymentStatusOutput> {
    return this.statusOf(data)
  }

  private async statusOf(data: Record<string, unknown> | undefined) {
    const session = await this.resultOf(data)
    const known = session.checkoutRequestId || session.resultCode !== undefined
    return { data: session, status: known ? sessionStatusOf(session.resultCode) : PaymentSessionStatus.ERROR }
  }

  /** A paid prompt is already money received: capturing changes nothing. */
  async capturePayment({ data }: CapturePaymentInput): Promise<CapturePaymentOutput> {
    return { data }
  }

  /** Records what is owed back; the money goes back by the shop's B2C refunds, which the admin approves. */
  async refundPayment({ amount, data }: RefundPaymentInput): Promise<RefundPaymentOutput> {
    const session = { ...(data as MpesaSessionData | undefined) }
    return { data: { ...session, refundDue: (session.refundDue ?? 0) + Number(amount) } }
  }

  /** An STK prompt cannot be withdrawn: an unpaid one simply times out on the phone. */
  async cancelPayment({ data }: CancelPaymentInput): Promise<CancelPaymentOutput> {
    return { data }
  }

  async deletePayment({ data }: DeletePaymentInput): Promise<DeletePaymentOutput> {
    return { data }
  }

  async retrievePayment({ data }: RetrievePaymentInput): Promise<RetrievePaymentOutput> {
    return { data }
  }

  /** The prompt's amount and phone are fixed once sent; a new amount needs a new prompt (a new session). */
  async updatePayment({ data }: UpdatePaymentInput): Promise<UpdatePaymentOutput> {
    return { data }
  }

  /** Daraja posts to the shop's own callback route, which matches it to the payment; nothing comes through Medusa's webhook. */
  async getWebhookActionAndData(_payload: ProviderWebhookPayload["payload"]): Promise<WebhookActionResult> {
    return { action: PaymentActions.NOT_SUPPORTED }
  }
}

export default MpesaPaymentProvider
