import type { ApiRoute } from "../../http/api-route"
import { ApprovePayoutsBody, MarkPaidBody, PayoutParams } from "./validators"

/** Admins only: approve payouts, list them, mark a bank payout paid. */
export const payoutRoutes: ApiRoute[] = [
  { matcher: "/api/payouts", methods: ["GET"], policy: "admin" },
  { matcher: "/api/payouts", methods: ["POST"], policy: "admin", body: ApprovePayoutsBody },
  { matcher: "/api/payouts/:id/paid", methods: ["POST"], policy: "admin", params: PayoutParams, body: MarkPaidBody },
]
