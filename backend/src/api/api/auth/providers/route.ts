import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { SOCIAL_PROVIDERS, socialProviderOptions } from "../../../../config/auth"

/** Which social sign-ins are configured (public): the sign-in page shows a provider's button only then. */
export const GET = async (_req: MedusaRequest, res: MedusaResponse) => {
  res.json(Object.fromEntries(SOCIAL_PROVIDERS.map((name) => [name, socialProviderOptions(name) !== null])))
}
