import type { MedusaResponse } from "@medusajs/framework/http"
import type { AccountRequest } from "../../http/account-request"
import { bodyOf, queryOf } from "../../http/validate"
import { listUsers } from "../../../queries/accounts/list-users"
import { updateProfileWorkflow } from "../../../workflows/accounts/update-profile"
import { loadUser } from "../../../queries/accounts/load-user"
import type { UpdateProfileBody, UserListQuery } from "./validators"
import { pageOf } from "../../../domain/paging"

/** Admins: every user, a page at a time. */
export const GET = async (req: AccountRequest, res: MedusaResponse) => {
  const { page, limit } = queryOf<typeof UserListQuery>(req)
  const { users, count } = await listUsers(req.scope, {}, { skip: (page - 1) * limit, take: limit })
  res.json({ users, ...pageOf(count, { page, limit }) })
}

/** The caller's own profile: first name, last name and phone number only. */
export const PUT = async (req: AccountRequest, res: MedusaResponse) => {
  const { profile } = bodyOf<typeof UpdateProfileBody>(req)
  await updateProfileWorkflow(req.scope).run({ input: { customerId: req.account.customerId, profile } })
  res.json({ success: true, message: "Your profile is successfully updated!", user: await loadUser(req.scope, req.account.customerId) })
}
