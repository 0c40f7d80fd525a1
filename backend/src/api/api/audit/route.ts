import type { MedusaResponse } from "@medusajs/framework/http"
import type { AccountRequest } from "../../http/account-request"
import { queryOf } from "../../http/validate"
import { pageOf } from "../../../domain/paging"
import { listAuditEntries } from "../../../queries/audit/audit-entries"
import type { AuditListQuery } from "./validators"

/** The audit log, newest first: `{ entries, totalPages, currentPage, count }`. */
export const GET = async (req: AccountRequest, res: MedusaResponse) => {
  const { page, limit, ...filters } = queryOf<typeof AuditListQuery>(req)
  const { entries, count } = await listAuditEntries(req.scope, req.account, filters, { skip: (page - 1) * limit, take: limit })
  res.json({ entries, ...pageOf(count, { page, limit }) })
}
