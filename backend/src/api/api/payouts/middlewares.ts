import type { ApiRoute } from "../../http/api-route"
import { ApprovePayoutsBody, ApproveRefundBody, MarkPaidBody, PayoutParams, RetryPayoutBody } from "./validators"

/**
 * Admins only: approve payouts, list them, mark a bank payout paid, send an M-Pesa payout again;
 * refunds due to buyers (list, approve, send again) and M-Pesa payments flagged for a person
 * (a flagged Refund-due one's order placed anyway).
 */
export const payoutRoutes: ApiRoute[] = [
  { matcher: "/api/payouts", methods: ["GET"], policy: "admin" },
  { matcher: "/api/payouts", methods: ["POST"], policy: "admin", body: ApprovePayoutsBody },
  { matcher: "/api/payouts/:id/paid", methods: ["POST"], policy: "admin", params: PayoutParams, body: MarkPaidBody },
  { matcher: "/api/payouts/:id/retry", methods: ["POST"], policy: "admin", params: PayoutParams, body: RetryPayoutBody },
  { matcher: "/api/payouts/refunds", methods: ["GET"], policy: "admin" },
  { matcher: "/api/payouts/refunds", methods: ["POST"], policy: "admin", body: ApproveRefundBody },
  { matcher: "/api/payouts/refunds/:id/retry", methods: ["POST"], policy: "admin", params: PayoutParams },
  { matcher: "/api/payouts/payments", methods: ["GET"], policy: "admin" },
  { matcher: "/api/payouts/payments/:id/place", methods: ["POST"], policy: "admin", params: PayoutParams },
]
