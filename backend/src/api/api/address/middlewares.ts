import type { ApiRoute } from "../../http/api-route"
import { AddressBody } from "./validators"

export const addressRoutes: ApiRoute[] = [
  { matcher: "/api/address", methods: ["GET"], policy: "signedIn" },
  { matcher: "/api/address/add", methods: ["POST"], policy: "signedIn", body: AddressBody },
  { matcher: "/api/address/:id", methods: ["GET"], policy: "signedIn" },
  { matcher: "/api/address/:id", methods: ["PUT"], policy: "signedIn", body: AddressBody },
  { matcher: "/api/address/delete/:id", methods: ["DELETE"], policy: "signedIn" },
]
