import type { ApiRoute } from "../../http/api-route"
import { ContactBody } from "./validators"

export const contactRoutes: ApiRoute[] = [{ matcher: "/api/contact/add", methods: ["POST"], policy: "public", body: ContactBody }]
