import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { supportContact } from "../../../../config/support-contact"

/** `{ phone, whatsapp }`: the support line and WhatsApp number (+254…), null when not set. */
export const GET = async (_req: MedusaRequest, res: MedusaResponse) => {
  res.json(supportContact())
}
