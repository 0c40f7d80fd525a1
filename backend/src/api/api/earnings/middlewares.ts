import type { ApiRoute } from "../../http/api-route"
import { EarningsQuery, StatementQuery } from "./validators"
import { PayoutMethodBody } from "./payout-method/validators"

/** Merchants read their own earnings; admins name the merchant (`merchantId`). */
export const earningsRoutes: ApiRoute[] = [
  { matcher: "/api/earnings", methods: ["GET"], policy: "staff", query: EarningsQuery },
  { matcher: "/api/earnings/statement", methods: ["GET"], policy: "staff", query: StatementQuery },
  { matcher: "/api/earnings/payout-method", methods: ["GET"], policy: "staff", query: EarningsQuery },
  // Own only: a merchant sets their payout method (the route refuses anyone else).
  { matcher: "/api/earnings/payout-method", methods: ["PUT"], policy: "staff", body: PayoutMethodBody },
]
