import type { ApiRoute } from "../../http/api-route"

export const dashboardRoutes: ApiRoute[] = [{ matcher: "/api/dashboard/queues", methods: ["GET"], policy: "admin" }]
