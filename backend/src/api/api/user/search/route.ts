import type { MedusaResponse } from "@medusajs/framework/http"
import type { AccountRequest } from "../../../http/account-request"
import { queryOf } from "../../../http/validate"
import { listUsers } from "../../../../queries/accounts/list-users"
import type { UserSearchQuery } from "../validators"
import { SEARCH_LIMITS } from "../../../../domain/search-limits"


/** Admins: users whose name or e-mail contains the text. */
export const GET = async (req: AccountRequest, res: MedusaResponse) => {
  const { search } = queryOf<typeof UserSearchQuery>(req)
  const { users } = await listUsers(req.scope, { q: search }, { skip: 0, take: SEARCH_LIMITS.users })
  res.json({ users })
}
