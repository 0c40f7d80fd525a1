import type { MedusaResponse } from "@medusajs/framework/http"
import type { AccountRequest } from "../../http/account-request"
import { loadDeliveryOptions } from "../../../queries/delivery/delivery-options"

/** Checkout's choices: the 47 counties with each option's fee, and the pickup stations open for orders. */
export const GET = async (req: AccountRequest, res: MedusaResponse) => {
  res.json(await loadDeliveryOptions(req.scope))
}
