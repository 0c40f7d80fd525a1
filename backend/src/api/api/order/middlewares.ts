import type { ApiRoute } from "../../middlewares/api-route"

export const orderRoutes: ApiRoute[] = [
  { matcher: "/api/order/add", methods: ["POST"], policy: "signedIn" },
  { matcher: "/api/order", methods: ["GET"], policy: "staff" },
  { matcher: "/api/order/me", methods: ["GET"], policy: "signedIn" },
  { matcher: "/api/order/search", methods: ["GET"], policy: "signedIn" },
  { matcher: "/api/order/:id", methods: ["GET"], policy: "signedIn" },
  { matcher: "/api/order/status/item/:itemId", methods: ["PUT"], policy: "signedIn" },
  { matcher: "/api/order/cancel/:id", methods: ["DELETE"], policy: "signedIn" },
]
