import type { ApiRoute } from "../../http/api-route"
import { CommissionRuleBody, CommissionRuleParams } from "./validators"

export const commissionRoutes: ApiRoute[] = [
  { matcher: "/api/commission", methods: ["GET"], policy: "admin" },
  { matcher: "/api/commission/:scope/:id", methods: ["PUT"], policy: "admin", params: CommissionRuleParams, body: CommissionRuleBody },
  { matcher: "/api/commission/:scope/:id", methods: ["DELETE"], policy: "admin", params: CommissionRuleParams },
]
