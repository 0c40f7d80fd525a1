import type { ApiRoute } from "../../http/api-route"
import { perAddress } from "../../http/rate-limit"
import { AddMerchantBody, ApproveMerchantBody, MerchantActiveBody, MerchantListQuery, MerchantSearchQuery, MerchantSignupBody } from "./validators"

export const merchantRoutes: ApiRoute[] = [
  { matcher: "/api/merchant/add", methods: ["POST"], policy: "public", parser: perAddress("merchantApplyByAddress"), body: AddMerchantBody },
  {
    matcher: "/api/merchant/signup/:token",
    methods: ["POST"],
    policy: "public",
    parser: perAddress("merchantSignupByAddress"),
    body: MerchantSignupBody,
  },
  { matcher: "/api/merchant", methods: ["GET"], policy: "admin", query: MerchantListQuery },
  { matcher: "/api/merchant/search", methods: ["GET"], policy: "admin", query: MerchantSearchQuery },
  { matcher: "/api/merchant/approve/:id", methods: ["PUT"], policy: "admin", body: ApproveMerchantBody },
  { matcher: "/api/merchant/reject/:id", methods: ["PUT"], policy: "admin" },
  { matcher: "/api/merchant/:id/active", methods: ["PUT"], policy: "admin", body: MerchantActiveBody },
  { matcher: "/api/merchant/delete/:id", methods: ["DELETE"], policy: "admin" },
]
