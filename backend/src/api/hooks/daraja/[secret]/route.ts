import type { MedusaResponse } from "@medusajs/framework/http"
import { mpesaSettings } from "../../../../config/mpesa"
import { receiveMpesaCallbackWorkflow } from "../../../../workflows/payments/receive-mpesa-callback"
import { answerDaraja, rawBodyOf, requireHookSecret, type HookRequest } from "../../../http/daraja-hook"

/**
 * Daraja's STK callback (public: the path carries MPESA_CALLBACK_SECRET; a wrong one, the B2C
 * results' included, is a 404 and changes nothing). Every well-formed callback, duplicates and
 * unknown ids included, gets Daraja's acknowledgement. It is stored and announced; a subscriber settles it.
 */
export const POST = async (req: HookRequest, res: MedusaResponse) => {
  requireHookSecret(req.params.secret, mpesaSettings()?.callbackSecret)
  const { result } = await receiveMpesaCallbackWorkflow(req.scope).run({ input: { kind: "stk", rawBody: rawBodyOf(req), sourceIp: req.ip ?? null } })
  answerDaraja(res, result.accepted)
}
