import type { ApiRoute } from "../../http/api-route"
import { AddReviewBody, ReviewListQuery } from "./validators"

export const reviewRoutes: ApiRoute[] = [
  { matcher: "/api/review/:slug", methods: ["GET"], policy: "public" },
  { matcher: "/api/review", methods: ["GET"], policy: "admin", query: ReviewListQuery },
  { matcher: "/api/review/add", methods: ["POST"], policy: "signedIn", body: AddReviewBody },
  { matcher: "/api/review/approve/:id", methods: ["PUT"], policy: "admin" },
  { matcher: "/api/review/reject/:id", methods: ["PUT"], policy: "admin" },
  { matcher: "/api/review/delete/:id", methods: ["DELETE"], policy: "signedIn" },
]
