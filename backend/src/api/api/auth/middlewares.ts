import type { ApiRoute } from "../../http/api-route"
import { ForgotBody, LoginBody, RegisterBody, ResetSignedInBody, ResetWithTokenBody } from "./validators"

export const authRoutes: ApiRoute[] = [
  { matcher: "/api/auth/login", methods: ["POST"], policy: "public", body: LoginBody },
  { matcher: "/api/auth/register", methods: ["POST"], policy: "public", body: RegisterBody },
  { matcher: "/api/auth/forgot", methods: ["POST"], policy: "public", body: ForgotBody },
  { matcher: "/api/auth/reset", methods: ["POST"], policy: "signedIn", body: ResetSignedInBody },
  { matcher: "/api/auth/reset/:token", methods: ["POST"], policy: "public", body: ResetWithTokenBody },
  { matcher: "/api/auth/google", methods: ["GET"], policy: "public" },
  { matcher: "/api/auth/google/callback", methods: ["GET"], policy: "public" },
  { matcher: "/api/auth/facebook", methods: ["GET"], policy: "public" },
  { matcher: "/api/auth/facebook/callback", methods: ["GET"], policy: "public" },
  { matcher: "/api/auth/providers", methods: ["GET"], policy: "public" },
]
