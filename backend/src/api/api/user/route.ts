import type { MedusaResponse } from "@medusajs/framework/http"
import type { AccountRequest } from "../../../lib/auth/account-request"
import { bodyOf, queryOf } from "../../../lib/http/validate"
import { listUsers } from "../../../lib/accounts/list-users"
import { updateProfile } from "../../../lib/accounts/update-profile"
import type { UpdateProfileBody, UserListQuery } from "./validators"

/** Admins: every user, a page at a time. */
export const GET = async (req: AccountRequest, res: MedusaResponse) => {
  const { page, limit } = queryOf<typeof UserListQuery>(req)
  const { users, count } = await listUsers(req.scope, {}, { skip: (page - 1) * limit, take: limit })
  res.json({ users, totalPages: Math.ceil(count / limit), currentPage: page, count })
}

/** The caller's own profile: first name, last name and phone number only. */
export const PUT = async (req: AccountRequest, res: MedusaResponse) => {
  const { profile } = bodyOf<typeof UpdateProfileBody>(req)
  res.json({
    success: true,
    message: "Your profile is successfully updated!",
    user: await updateProfile(req.scope, req.account.customerId, profile),
  })
}
