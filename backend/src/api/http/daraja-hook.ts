import { createHash, timingSafeEqual } from "node:crypto"
import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { notFound } from "../../domain/errors"

const digest = (value: string) => createHash("sha256").update(value).digest()

export type HookRequest = MedusaRequest & { rawBody?: Buffer | string }

/**
 * Daraja sends no credentials, so a hook's path carries a secret: compared in constant time; a wrong
 * one (or none configured) is the same 404 as an unknown path and changes nothing.
 */
export function requireHookSecret(given: unknown, expected: string | null | undefined) {
  if (!expected || !timingSafeEqual(digest(String(given ?? "")), digest(expected))) throw notFound("The requested resource was not found.")
}

/** The body exactly as Daraja posted it (kept for audit). */
export const rawBodyOf = (req: HookRequest) => (req.rawBody !== undefined ? String(req.rawBody) : JSON.stringify(req.body ?? null))

/** Daraja's acknowledgement for every well-formed callback (duplicates and unknown ids included); 400 for one that is not. */
export function answerDaraja(res: MedusaResponse, accepted: boolean) {
  if (!accepted) {
    res.status(400).json({ ResultCode: 1, ResultDesc: "Rejected" })
    return
  }
  res.json({ ResultCode: 0, ResultDesc: "Accepted" })
}
