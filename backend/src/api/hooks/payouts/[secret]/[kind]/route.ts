import { createHash, timingSafeEqual } from "node:crypto"
import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { b2cSettings } from "../../../../../config/mpesa-b2c"
import { notFound } from "../../../../../domain/errors"
import { PAYOUT_CALLBACK_KINDS, receivePayoutCallback, type PayoutCallbackKind } from "../../../../../workflows/payouts/receive-payout-callback"

const digest = (value: string) => createHash("sha256").update(value).digest()

/**
 * Daraja's B2C result, queue timeout and Transaction Status result for sellers' payouts (public:
 * Daraja sends no credentials, so the path carries MPESA_CALLBACK_SECRET, compared in constant time;
 * no "mpesa" in the path). A wrong secret or kind is a 404 and changes nothing. The raw body is kept.
 */
export const POST = async (req: MedusaRequest & { rawBody?: Buffer | string }, res: MedusaResponse) => {
  const settings = b2cSettings()
  const kind = String(req.params.kind ?? "")
  if (
    !settings ||
    !timingSafeEqual(digest(String(req.params.secret ?? "")), digest(settings.callbackSecret)) ||
    !(PAYOUT_CALLBACK_KINDS as readonly string[]).includes(kind)
  ) {
    throw notFound("The requested resource was not found.")
  }
  const rawBody = req.rawBody !== undefined ? String(req.rawBody) : JSON.stringify(req.body ?? null)
  const { accepted } = await receivePayoutCallback(req.scope, { kind: kind as PayoutCallbackKind, rawBody, sourceIp: req.ip ?? null })
  if (!accepted) {
    res.status(400).json({ ResultCode: 1, ResultDesc: "Rejected" })
    return
  }
  res.json({ ResultCode: 0, ResultDesc: "Accepted" })
}
