import type { MedusaResponse } from "@medusajs/framework/http"
import { updateCustomersWorkflow } from "@medusajs/medusa/core-flows"
import type { AccountRequest } from "../../../lib/auth/account-request"
import { parseInput } from "../../../lib/http/parse"
import { loadUser } from "../../../lib/accounts/load-user"
import { listUsers } from "../../../lib/accounts/list-users"
import { UpdateProfileBody, UserListQuery } from "./validators"

/** Admins: every user, a page at a time. */
export const GET = async (req: AccountRequest, res: MedusaResponse) => {
  const { page, limit } = parseInput(UserListQuery, req.query)
  const { users, count } = await listUsers(req.scope, {}, { skip: (page - 1) * limit, take: limit })
  res.json({ users, totalPages: Math.ceil(count / limit), currentPage: page, count })
}

/** The caller's own profile: first name, last name and phone number only. */
export const PUT = async (req: AccountRequest, res: MedusaResponse) => {
  const { profile } = parseInput(UpdateProfileBody, req.body)
  await updateCustomersWorkflow(req.scope).run({
    input: {
      selector: { id: req.account.customerId },
      update: {
        ...(profile.firstName !== undefined && { first_name: profile.firstName }),
        ...(profile.lastName !== undefined && { last_name: profile.lastName }),
        ...(profile.phoneNumber !== undefined && { phone: profile.phoneNumber || null }),
      },
    },
  })
  res.json({
    success: true,
    message: "Your profile is successfully updated!",
    user: await loadUser(req.scope, req.account.customerId),
  })
}
