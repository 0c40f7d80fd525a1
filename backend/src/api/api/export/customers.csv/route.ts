import type { MedusaResponse } from "@medusajs/framework/http"
import type { AccountRequest } from "../../../http/account-request"
import { queryOf } from "../../../http/validate"
import { CUSTOMER_EXPORT_HEADER } from "../../../../domain/overview/csv"
import { exportWindow, type Window } from "../../../../domain/overview/periods"
import { SHOP_TIME_ZONE } from "../../../../config/time-zone"
import { exportCustomers } from "../../../../queries/overview/exports"
import { sendCsv } from "../send-csv"
import type { ExportQuery } from "../validators"

/** Admins: the members who joined from `from` to `to`, with their orders and spending, streamed as CSV. */
export const GET = async (req: AccountRequest, res: MedusaResponse) => {
  const { from, to } = queryOf<typeof ExportQuery>(req)
  const window = exportWindow(from, to, SHOP_TIME_ZONE) as Window
  await sendCsv(res, `customers-${from}-${to}.csv`, CUSTOMER_EXPORT_HEADER, exportCustomers(req.scope, window, SHOP_TIME_ZONE))
}
