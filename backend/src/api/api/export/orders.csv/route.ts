import type { MedusaResponse } from "@medusajs/framework/http"
import type { AccountRequest } from "../../../http/account-request"
import { queryOf } from "../../../http/validate"
import { exportMerchant } from "../../../../domain/overview/access"
import { ORDER_EXPORT_HEADER } from "../../../../domain/overview/csv"
import { exportWindow, type Window } from "../../../../domain/overview/periods"
import { SHOP_TIME_ZONE } from "../../../../config/time-zone"
import { exportOrders } from "../../../../queries/overview/exports"
import { sendCsv } from "../send-csv"
import type { ExportQuery } from "../validators"

/** One CSV row per order line placed from `from` to `to` (admins: every line; merchants: their own), streamed. */
export const GET = async (req: AccountRequest, res: MedusaResponse) => {
  const { from, to } = queryOf<typeof ExportQuery>(req)
  const merchantId = exportMerchant(req.account)
  const window = exportWindow(from, to, SHOP_TIME_ZONE) as Window
  await sendCsv(res, `orders-${from}-${to}.csv`, ORDER_EXPORT_HEADER, exportOrders(req.scope, { merchantId }, window, SHOP_TIME_ZONE))
}
