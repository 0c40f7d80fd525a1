import type { ApiRoute } from "../../http/api-route"
import { SubscribeBody } from "./validators"

export const newsletterRoutes: ApiRoute[] = [
  { matcher: "/api/newsletter/subscribe", methods: ["POST"], policy: "public", body: SubscribeBody },
]
