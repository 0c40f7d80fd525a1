import type { ApiRoute } from "../../http/api-route"
import { LikeBody } from "./validators"

export const wishlistRoutes: ApiRoute[] = [
  { matcher: "/api/wishlist", methods: ["GET"], policy: "signedIn" },
  { matcher: "/api/wishlist", methods: ["POST"], policy: "signedIn", body: LikeBody },
]
