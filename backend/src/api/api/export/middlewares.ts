import type { ApiRoute } from "../../http/api-route"
import { ExportQuery } from "./validators"

export const exportRoutes: ApiRoute[] = [
  // Admins: every line; merchants: their own lines only (the route scopes them).
  { matcher: "/api/export/orders.csv", methods: ["GET"], policy: "staff", query: ExportQuery },
  { matcher: "/api/export/customers.csv", methods: ["GET"], policy: "admin", query: ExportQuery },
]
