import type { MedusaResponse } from "@medusajs/framework/http"
import type { AccountRequest } from "../../../http/account-request"
import { workQueues } from "../../../../queries/dashboard/work-queues"

/** Admins: how many merchant applications and reviews wait for them. */
export const GET = async (req: AccountRequest, res: MedusaResponse) => {
  res.json(await workQueues(req.scope))
}
