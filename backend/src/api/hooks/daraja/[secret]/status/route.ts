import type { MedusaResponse } from "@medusajs/framework/http"
import { mpesaSettings } from "../../../../../config/mpesa"
import { receiveMpesaCallbackWorkflow } from "../../../../../workflows/payments/receive-mpesa-callback"
import { answerDaraja, rawBodyOf, requireHookSecret, type HookRequest } from "../../../../http/daraja-hook"

/**
 * Transaction Status's result about the receipt of a success callback that Daraja's STK query did
 * not confirm (public: the path carries the STK callback's secret; a wrong one is a 404 and changes
 * nothing). Every well-formed result gets Daraja's acknowledgement; it is stored and announced, a
 * subscriber settles it.
 */
export const POST = async (req: HookRequest, res: MedusaResponse) => {
  requireHookSecret(req.params.secret, mpesaSettings()?.callbackSecret)
  const { result } = await receiveMpesaCallbackWorkflow(req.scope).run({ input: { kind: "status", rawBody: rawBodyOf(req), sourceIp: req.ip ?? null } })
  answerDaraja(res, result.accepted)
}
