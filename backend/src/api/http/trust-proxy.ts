import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { trustProxySetting } from "../../config/trust-proxy"

/**
 * Medusa sets Express's `trust proxy` to 1, so a caller reaching the shop directly (`npm start`) could pick
 * its own address, and a fresh rate-limit allowance, per `X-Forwarded-For` value. The shop's first
 * middleware puts TRUST_PROXY's setting in its place before anything reads `req.ip`.
 */
export function applyTrustProxy(req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) {
  const wanted = trustProxySetting()
  if (req.app.get("trust proxy") !== wanted) req.app.set("trust proxy", wanted)
  next()
}
