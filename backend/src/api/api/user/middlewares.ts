import type { ApiRoute } from "../../middlewares/api-route"

export const userRoutes: ApiRoute[] = [
  { matcher: "/api/user/me", methods: ["GET"], policy: "signedIn" },
  { matcher: "/api/user", methods: ["PUT"], policy: "signedIn" },
  { matcher: "/api/user", methods: ["GET"], policy: "admin" },
  { matcher: "/api/user/search", methods: ["GET"], policy: "admin" },
]
