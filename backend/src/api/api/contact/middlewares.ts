import type { ApiRoute } from "../../middlewares/api-route"

export const contactRoutes: ApiRoute[] = [{ matcher: "/api/contact/add", methods: ["POST"], policy: "public" }]
