import type { MedusaResponse } from "@medusajs/framework/http"
import type { AccountRequest } from "../../../../lib/auth/account-request"
import { queryOf } from "../../../../lib/http/validate"
import { listUsers } from "../../../../lib/accounts/list-users"
import type { UserSearchQuery } from "../validators"

const SEARCH_RESULTS = 50

/** Admins: users whose name or e-mail contains the text. */
export const GET = async (req: AccountRequest, res: MedusaResponse) => {
  const { search } = queryOf<typeof UserSearchQuery>(req)
  const { users } = await listUsers(req.scope, { q: search }, { skip: 0, take: SEARCH_RESULTS })
  res.json({ users })
}
