import type { ApiRoute } from "../../middlewares/api-route"
import { productImages } from "../../middlewares/uploads"

export const productRoutes: ApiRoute[] = [
  { matcher: "/api/product", methods: ["GET"], policy: "staff" },
  { matcher: "/api/product/list", methods: ["GET"], policy: "maybeSignedIn" },
  { matcher: "/api/product/list/select", methods: ["GET"], policy: "staff" },
  { matcher: "/api/product/list/brand/:slug", methods: ["GET"], policy: "public" },
  { matcher: "/api/product/list/search/:term", methods: ["GET"], policy: "public" },
  { matcher: "/api/product/item/:slug", methods: ["GET"], policy: "maybeSignedIn" },
  { matcher: "/api/product/add", methods: ["POST"], policy: "activeStaff", bodyParser: false, parser: productImages },
  { matcher: "/api/product/:id", methods: ["GET"], policy: "staff" },
  { matcher: "/api/product/:id", methods: ["PUT"], policy: "activeStaff" },
  { matcher: "/api/product/:id/active", methods: ["PUT"], policy: "activeStaff" },
  { matcher: "/api/product/delete/:id", methods: ["DELETE"], policy: "activeStaff" },
]
