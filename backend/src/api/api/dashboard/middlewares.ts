import type { ApiRoute } from "../../middlewares/api-route"

export const dashboardRoutes: ApiRoute[] = [{ matcher: "/api/dashboard/queues", methods: ["GET"], policy: "admin" }]
