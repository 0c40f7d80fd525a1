import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { checkHealth } from "../../queries/health/check-health"

/**
 * GET /health (in place of Medusa's static "OK"): 200 when this process reaches PostgreSQL (and
 * Redis when configured), 503 naming what it cannot reach. nginx's launcher asks it every second.
 */
export const GET = async (req: MedusaRequest, res: MedusaResponse) => {
  const health = await checkHealth(req.scope)
  res.setHeader("Cache-Control", "no-store")
  res.status(health.status === "ok" ? 200 : 503).json(health)
}
