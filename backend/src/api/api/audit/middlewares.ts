import type { ApiRoute } from "../../http/api-route"
import { AuditListQuery } from "./validators"

/** Admins: the whole audit log; merchants: their own products' and order lines' history (the query refuses the rest, 403). */
export const auditRoutes: ApiRoute[] = [{ matcher: "/api/audit", methods: ["GET"], policy: "staff", query: AuditListQuery }]
