import type { ApiRoute } from "../../http/api-route"
import { ApprovePayoutsBody, MarkPaidBody, PayoutParams } from "./validators"

/** Admins only: approve payouts, list them, mark a bank payout paid, send an M-Pesa payout again. */
export const payoutRoutes: ApiRoute[] = [
  { matcher: "/api/payouts", methods: ["GET"], policy: "admin" },
  { matcher: "/api/payouts", methods: ["POST"], policy: "admin", body: ApprovePayoutsBody },
  { matcher: "/api/payouts/:id/paid", methods: ["POST"], policy: "admin", params: PayoutParams, body: MarkPaidBody },
  { matcher: "/api/payouts/:id/retry", methods: ["POST"], policy: "admin", params: PayoutParams },
]
