import type { ApiRoute } from "../../http/api-route"
import { UpdateProfileBody, UserListQuery, UserSearchQuery } from "./validators"

export const userRoutes: ApiRoute[] = [
  { matcher: "/api/user/me", methods: ["GET"], policy: "signedIn" },
  { matcher: "/api/user", methods: ["PUT"], policy: "signedIn", body: UpdateProfileBody },
  { matcher: "/api/user", methods: ["GET"], policy: "admin", query: UserListQuery },
  { matcher: "/api/user/search", methods: ["GET"], policy: "admin", query: UserSearchQuery },
]
