import { createHash, timingSafeEqual } from "node:crypto"
import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { mpesaSettings } from "../../../../config/mpesa"
import { receiveMpesaCallback } from "../../../../workflows/payments/receive-mpesa-callback"
import { notFound } from "../../../../domain/errors"

const digest = (value: string) => createHash("sha256").update(value).digest()

/**
 * Daraja's STK callback (public: Daraja sends no credentials, so the path carries
 * MPESA_CALLBACK_SECRET, compared in constant time; a wrong one is a 404 and changes nothing).
 * Every well-formed callback, duplicates and unknown ids included, gets Daraja's acknowledgement.
 */
export const POST = async (req: MedusaRequest & { rawBody?: Buffer | string }, res: MedusaResponse) => {
  const settings = mpesaSettings()
  if (!settings || !timingSafeEqual(digest(String(req.params.secret ?? "")), digest(settings.callbackSecret))) {
    throw notFound("The requested resource was not found.")
  }
  const rawBody = req.rawBody !== undefined ? String(req.rawBody) : JSON.stringify(req.body ?? null)
  const { accepted } = await receiveMpesaCallback(req.scope, { rawBody, sourceIp: req.ip ?? null })
  if (!accepted) {
    res.status(400).json({ ResultCode: 1, ResultDesc: "Rejected" })
    return
  }
  res.json({ ResultCode: 0, ResultDesc: "Accepted" })
}
