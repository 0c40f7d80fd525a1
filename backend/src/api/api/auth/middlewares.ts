import type { ApiRoute } from "../../middlewares/api-route"

export const authRoutes: ApiRoute[] = [
  { matcher: "/api/auth/login", methods: ["POST"], policy: "public" },
  { matcher: "/api/auth/register", methods: ["POST"], policy: "public" },
  { matcher: "/api/auth/forgot", methods: ["POST"], policy: "public" },
  { matcher: "/api/auth/reset", methods: ["POST"], policy: "signedIn" },
  { matcher: "/api/auth/reset/:token", methods: ["POST"], policy: "public" },
  { matcher: "/api/auth/google", methods: ["GET"], policy: "public" },
  { matcher: "/api/auth/google/callback", methods: ["GET"], policy: "public" },
  { matcher: "/api/auth/facebook", methods: ["GET"], policy: "public" },
  { matcher: "/api/auth/facebook/callback", methods: ["GET"], policy: "public" },
]
