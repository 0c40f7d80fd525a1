import type { ApiRoute } from "../../http/api-route"
import { perAddress } from "../../http/rate-limit"
import { productImages } from "../../http/uploads"
import { AddProductForm, ProductActiveBody, UpdateProductBody } from "./admin-validators"
import { PagingQuery, ProductListQuery, SearchParams } from "./validators"

export const productRoutes: ApiRoute[] = [
  { matcher: "/api/product", methods: ["GET"], policy: "staff" },
  { matcher: "/api/product/list", methods: ["GET"], policy: "maybeSignedIn", query: ProductListQuery },
  { matcher: "/api/product/list/select", methods: ["GET"], policy: "staff" },
  { matcher: "/api/product/list/brand/:slug", methods: ["GET"], policy: "public", query: PagingQuery },
  { matcher: "/api/product/list/search/:term", methods: ["GET"], policy: "public", params: SearchParams },
  {
    matcher: "/api/product/list/search/:term/help",
    methods: ["GET"],
    policy: "public",
    parser: perAddress("searchHelpByAddress"),
    params: SearchParams,
  },
  { matcher: "/api/product/item/:slug", methods: ["GET"], policy: "maybeSignedIn" },
  {
    matcher: "/api/product/add",
    methods: ["POST"],
    policy: "activeStaff",
    bodyParser: false,
    parser: productImages,
    body: AddProductForm,
  },
  { matcher: "/api/product/:id", methods: ["GET"], policy: "staff" },
  { matcher: "/api/product/:id", methods: ["PUT"], policy: "activeStaff", body: UpdateProductBody },
  { matcher: "/api/product/:id/active", methods: ["PUT"], policy: "activeStaff", body: ProductActiveBody },
  // New photos for an existing product (the route checks the caller manages it: 404 otherwise).
  { matcher: "/api/product/:id/images", methods: ["POST"], policy: "activeStaff", bodyParser: false, parser: productImages },
  { matcher: "/api/product/delete/:id", methods: ["DELETE"], policy: "activeStaff" },
]
