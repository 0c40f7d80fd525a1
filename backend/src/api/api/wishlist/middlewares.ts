import type { ApiRoute } from "../../middlewares/api-route"

export const wishlistRoutes: ApiRoute[] = [{ matcher: "/api/wishlist", methods: ["GET", "POST"], policy: "signedIn" }]
