import type { ApiRoute } from "../../http/api-route"
import { ContentPageBody } from "./validators"

/** The returns, privacy and terms pages: anyone reads them, the admin writes them. */
export const pageRoutes: ApiRoute[] = [
  { matcher: "/api/page/:slug", methods: ["GET"], policy: "public" },
  { matcher: "/api/page/:slug", methods: ["PUT"], policy: "admin", body: ContentPageBody },
]
