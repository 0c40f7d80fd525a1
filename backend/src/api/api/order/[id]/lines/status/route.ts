import type { MedusaResponse } from "@medusajs/framework/http"
import type { AccountRequest } from "../../../../../http/account-request"
import { bodyOf } from "../../../../../http/validate"
import { changeOrderLinesWorkflow } from "../../../../../../workflows/orders/change-order-lines"
import type { BulkLineStatusBody } from "../../../line-validators"

/** The seller's (or an admin's) bulk change: several lines of the order to Processing or Shipped, all or nothing. */
export const PUT = async (req: AccountRequest, res: MedusaResponse) => {
  const { lineItemIds, status, shipping } = bodyOf<typeof BulkLineStatusBody>(req)
  const { result } = await changeOrderLinesWorkflow(req.scope).run({
    input: { account: req.account, orderId: req.params.id, lineItemIds, status, shipping },
  })
  const items = result.count === 1 ? "1 item" : `${result.count} items`
  res.json({ success: true, message: `${items} marked ${status}.`, count: result.count })
}
