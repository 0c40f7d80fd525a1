import type { ApiRoute } from "../../http/api-route"
import { AddBrandBody, BrandActiveBody, UpdateBrandBody } from "./validators"

export const brandRoutes: ApiRoute[] = [
  { matcher: "/api/brand", methods: ["GET"], policy: "staff" },
  { matcher: "/api/brand/list", methods: ["GET"], policy: "public" },
  { matcher: "/api/brand/list/select", methods: ["GET"], policy: "staff" },
  { matcher: "/api/brand/add", methods: ["POST"], policy: "admin", body: AddBrandBody },
  { matcher: "/api/brand/:id", methods: ["GET"], policy: "staff" },
  { matcher: "/api/brand/:id", methods: ["PUT"], policy: "activeStaff", body: UpdateBrandBody },
  { matcher: "/api/brand/:id/active", methods: ["PUT"], policy: "activeStaff", body: BrandActiveBody },
  { matcher: "/api/brand/delete/:id", methods: ["DELETE"], policy: "admin" },
]
