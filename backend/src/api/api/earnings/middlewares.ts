import type { ApiRoute } from "../../http/api-route"
import { EarningsQuery, StatementQuery } from "./validators"

/** Merchants read their own earnings; admins name the merchant (`merchantId`). */
export const earningsRoutes: ApiRoute[] = [
  { matcher: "/api/earnings", methods: ["GET"], policy: "staff", query: EarningsQuery },
  { matcher: "/api/earnings/statement", methods: ["GET"], policy: "staff", query: StatementQuery },
]
