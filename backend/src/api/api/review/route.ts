import type { MedusaResponse } from "@medusajs/framework/http"
import type { AccountRequest } from "../../../lib/auth/account-request"
import { parseInput } from "../../../lib/http/parse"
import { listAllReviews } from "../../../lib/reviews/list-all-reviews"
import { ReviewListQuery } from "./validators"

/** Admins: every review in every status, newest first, a page at a time. */
export const GET = async (req: AccountRequest, res: MedusaResponse) => {
  res.json(await listAllReviews(req.scope, parseInput(ReviewListQuery, req.query)))
}
