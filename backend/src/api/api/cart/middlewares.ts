import type { ApiRoute } from "../../middlewares/api-route"

export const cartRoutes: ApiRoute[] = [{ matcher: "/api/cart/add", methods: ["POST"], policy: "signedIn" }]
