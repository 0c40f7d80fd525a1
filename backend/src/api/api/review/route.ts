import type { MedusaResponse } from "@medusajs/framework/http"
import type { AccountRequest } from "../../http/account-request"
import { queryOf } from "../../http/validate"
import { listAllReviews } from "../../../queries/reviews/list-all-reviews"
import type { ReviewListQuery } from "./validators"

/** Admins: every review in every status, newest first, a page at a time. */
export const GET = async (req: AccountRequest, res: MedusaResponse) => {
  res.json(await listAllReviews(req.scope, queryOf<typeof ReviewListQuery>(req)))
}
