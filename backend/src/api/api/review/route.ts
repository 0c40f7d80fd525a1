import type { MedusaResponse } from "@medusajs/framework/http"
import type { AccountRequest } from "../../../lib/auth/account-request"
import { queryOf } from "../../../lib/http/validate"
import { listAllReviews } from "../../../lib/reviews/list-all-reviews"
import type { ReviewListQuery } from "./validators"

/** Admins: every review in every status, newest first, a page at a time. */
export const GET = async (req: AccountRequest, res: MedusaResponse) => {
  res.json(await listAllReviews(req.scope, queryOf<typeof ReviewListQuery>(req)))
}
