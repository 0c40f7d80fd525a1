import type { ApiRoute } from "../../http/api-route"
import { AddToCartBody } from "./validators"

export const cartRoutes: ApiRoute[] = [{ matcher: "/api/cart/add", methods: ["POST"], policy: "signedIn", body: AddToCartBody }]
