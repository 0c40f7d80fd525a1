import type { ApiRoute } from "../../http/api-route"
import { AddCategoryBody, CategoryActiveBody, UpdateCategoryBody } from "./validators"

export const categoryRoutes: ApiRoute[] = [
  { matcher: "/api/category", methods: ["GET"], policy: "admin" },
  { matcher: "/api/category/list", methods: ["GET"], policy: "public" },
  { matcher: "/api/category/add", methods: ["POST"], policy: "admin", body: AddCategoryBody },
  { matcher: "/api/category/:id", methods: ["GET"], policy: "admin" },
  { matcher: "/api/category/:id", methods: ["PUT"], policy: "admin", body: UpdateCategoryBody },
  { matcher: "/api/category/:id/active", methods: ["PUT"], policy: "admin", body: CategoryActiveBody },
  { matcher: "/api/category/delete/:id", methods: ["DELETE"], policy: "admin" },
]
