import type { ApiRoute } from "../../middlewares/api-route"

export const newsletterRoutes: ApiRoute[] = [{ matcher: "/api/newsletter/subscribe", methods: ["POST"], policy: "public" }]
