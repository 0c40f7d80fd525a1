import type { MedusaResponse } from "@medusajs/framework/http"
import type { AccountRequest } from "../../../../http/account-request"
import { notFound } from "../../../../../domain/errors"
import { COLLECTION_MESSAGES } from "../../../../../domain/delivery/collection-code"
import { findPickupOrder } from "../../../../../queries/delivery/pickup-collection"

/** The buyer's collection code for their pickup order (only the buyer: anyone else reads it as not found). */
export const GET = async (req: AccountRequest, res: MedusaResponse) => {
  const order = await findPickupOrder(req.scope, { id: req.params.orderId })
  if (!order || order.customerId !== req.account.customerId) throw notFound(COLLECTION_MESSAGES.noOrder)
  res.json({ collection: order.code ? { code: order.code, collectedAt: order.collectedAt } : null })
}
