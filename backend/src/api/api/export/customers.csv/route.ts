import type { MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { AccountRequest } from "../../../http/account-request"
import { queryOf } from "../../../http/validate"
import { CUSTOMER_EXPORT_HEADER } from "../../../../domain/overview/csv"
import { exportWindow, type Window } from "../../../../domain/overview/periods"
import { SHOP_TIME_ZONE } from "../../../../domain/format/dates"
import { customerExportBatches } from "../../../../queries/overview/exports"
import { sendCsv } from "../send-csv"
import type { ExportQuery } from "../validators"

/** Admins: the members who joined from `from` to `to`, with their orders and spending, streamed as CSV. */
export const GET = async (req: AccountRequest, res: MedusaResponse) => {
  const { from, to } = queryOf<typeof ExportQuery>(req)
  const window = exportWindow(from, to, SHOP_TIME_ZONE) as Window
  const knex = req.scope.resolve(ContainerRegistrationKeys.PG_CONNECTION)
  await sendCsv(res, `customers-${from}-${to}.csv`, CUSTOMER_EXPORT_HEADER, customerExportBatches(knex, window, SHOP_TIME_ZONE))
}
