import type { MedusaResponse } from "@medusajs/framework/http"
import { b2cSettings } from "../../../../../config/mpesa-b2c"
import { notFound } from "../../../../../domain/errors"
import { PAYOUT_CALLBACK_KINDS, receivePayoutCallbackWorkflow, type PayoutCallbackKind } from "../../../../../workflows/payouts/receive-payout-callback"
import { answerDaraja, rawBodyOf, requireHookSecret, type HookRequest } from "../../../../http/daraja-hook"

const isKind = (kind: string): kind is PayoutCallbackKind => (PAYOUT_CALLBACK_KINDS as readonly string[]).includes(kind)

/**
 * Daraja's B2C result, queue timeout and Transaction Status result for sellers' payouts and buyers'
 * refunds (public: the path carries MPESA_B2C_RESULT_SECRET; no "mpesa" in the path). A wrong secret
 * (the STK callback's too) or kind is a 404 and changes nothing. The raw body is kept.
 */
export const POST = async (req: HookRequest, res: MedusaResponse) => {
  requireHookSecret(req.params.secret, b2cSettings()?.resultSecret)
  const kind = String(req.params.kind ?? "")
  if (!isKind(kind)) throw notFound("The requested resource was not found.")
  const { result } = await receivePayoutCallbackWorkflow(req.scope).run({ input: { kind, rawBody: rawBodyOf(req), sourceIp: req.ip ?? null } })
  const { accepted } = result
  answerDaraja(res, accepted)
}
