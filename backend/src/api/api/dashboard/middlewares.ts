import type { ApiRoute } from "../../http/api-route"
import { OverviewQuery } from "./overview/validators"

export const dashboardRoutes: ApiRoute[] = [
  { matcher: "/api/dashboard/queues", methods: ["GET"], policy: "admin" },
  // Admins: the shop (or a merchant they name); merchants: their own brand only (the route refuses another's id).
  { matcher: "/api/dashboard/overview", methods: ["GET"], policy: "staff", query: OverviewQuery },
]
