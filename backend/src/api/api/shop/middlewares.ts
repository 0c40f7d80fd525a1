import type { ApiRoute } from "../../http/api-route"

/** What the storefront's footer shows about reaching the shop. */
export const shopRoutes: ApiRoute[] = [{ matcher: "/api/shop/contact", methods: ["GET"], policy: "public" }]
