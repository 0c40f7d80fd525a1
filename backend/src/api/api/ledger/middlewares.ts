import type { ApiRoute } from "../../http/api-route"

export const ledgerRoutes: ApiRoute[] = [{ matcher: "/api/ledger/sellers", methods: ["GET"], policy: "admin" }]
