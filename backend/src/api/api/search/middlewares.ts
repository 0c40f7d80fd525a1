import type { ApiRoute } from "../../http/api-route"
import { SynonymBody } from "./validators"

/** Search synonyms the admin keeps (unga → maize flour…). */
export const searchRoutes: ApiRoute[] = [
  { matcher: "/api/search/synonym", methods: ["GET"], policy: "admin" },
  { matcher: "/api/search/synonym/add", methods: ["POST"], policy: "admin", body: SynonymBody },
  { matcher: "/api/search/synonym/delete/:id", methods: ["DELETE"], policy: "admin" },
]
