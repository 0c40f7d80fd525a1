import type { MedusaResponse } from "@medusajs/framework/http"
import type { AccountRequest } from "../../../http/account-request"
import { loadDeliveryOptions } from "../../../../queries/delivery/delivery-options"

/** The admin's delivery page: every station (closed ones too) and the fee table. */
export const GET = async (req: AccountRequest, res: MedusaResponse) => {
  res.json(await loadDeliveryOptions(req.scope, { allStations: true }))
}
