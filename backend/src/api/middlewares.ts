import { authenticate, defineMiddlewares } from "@medusajs/framework/http"
import { shopPaths } from "../config/paths"
import { serveStorefront, serveUploads } from "./middlewares/static-files"
import { apiErrorHandler } from "./middlewares/error-handler"
import { allowRoles, exceptPublicIds, signedIn } from "./middlewares/account"
import { productImages } from "./middlewares/uploads"
import { guardApiRequest } from "./middlewares/request-guards"

const paths = shopPaths()
const admin = [...signedIn, allowRoles("ROLE_ADMIN")]
const staff = [...signedIn, allowRoles("ROLE_ADMIN", "ROLE_MERCHANT")]
// Public routes that add the caller's own data (isLiked) when a valid token comes along.
const maybeSignedIn = [authenticate("customer", ["bearer"], { allowUnauthenticated: true })]

export default defineMiddlewares({
  errorHandler: apiErrorHandler,
  routes: [
    { matcher: "/api", middlewares: [guardApiRequest] },
    { matcher: "/api/files", middlewares: serveUploads(paths.uploadDir) },

    { matcher: "/api/product/list", methods: ["GET"], middlewares: maybeSignedIn },
    { matcher: "/api/product/item/:slug", methods: ["GET"], middlewares: maybeSignedIn },
    { matcher: "/api/wishlist", methods: ["GET", "POST"], middlewares: signedIn },
    { matcher: "/api/review", methods: ["GET"], middlewares: admin },
    { matcher: "/api/review/add", methods: ["POST"], middlewares: signedIn },
    { matcher: "/api/review/approve/:id", methods: ["PUT"], middlewares: admin },
    { matcher: "/api/review/reject/:id", methods: ["PUT"], middlewares: admin },
    { matcher: "/api/review/delete/:id", methods: ["DELETE"], middlewares: signedIn },
    { matcher: "/api/dashboard/queues", methods: ["GET"], middlewares: admin },

    { matcher: "/api/auth/reset", methods: ["POST"], middlewares: signedIn },
    { matcher: "/api/user/me", methods: ["GET"], middlewares: signedIn },
    { matcher: "/api/user", methods: ["PUT"], middlewares: signedIn },
    { matcher: "/api/user", methods: ["GET"], middlewares: admin },
    { matcher: "/api/user/search", methods: ["GET"], middlewares: admin },
    { matcher: "/api/address", methods: ["GET"], middlewares: signedIn },
    { matcher: "/api/address/add", methods: ["POST"], middlewares: signedIn },
    { matcher: "/api/address/:id", methods: ["GET", "PUT"], middlewares: signedIn },
    { matcher: "/api/address/delete/:id", methods: ["DELETE"], middlewares: signedIn },

    { matcher: "/api/cart/add", methods: ["POST"], middlewares: signedIn },
    { matcher: "/api/order/add", methods: ["POST"], middlewares: signedIn },
    { matcher: "/api/order", methods: ["GET"], middlewares: staff },
    { matcher: "/api/order/me", methods: ["GET"], middlewares: signedIn },
    { matcher: "/api/order/search", methods: ["GET"], middlewares: signedIn },
    { matcher: "/api/order/:id", methods: ["GET"], middlewares: signedIn },
    { matcher: "/api/order/status/item/:itemId", methods: ["PUT"], middlewares: signedIn },
    { matcher: "/api/order/cancel/:id", methods: ["DELETE"], middlewares: signedIn },

    { matcher: "/api/brand", methods: ["GET"], middlewares: staff },
    { matcher: "/api/brand/list/select", methods: ["GET"], middlewares: staff },
    { matcher: "/api/brand/add", methods: ["POST"], middlewares: admin },
    { matcher: "/api/brand/:id", methods: ["GET", "PUT"], middlewares: [exceptPublicIds(["list"], staff)] },
    { matcher: "/api/brand/:id/active", methods: ["PUT"], middlewares: staff },
    { matcher: "/api/brand/delete/:id", methods: ["DELETE"], middlewares: admin },

    { matcher: "/api/product", methods: ["GET"], middlewares: staff },
    { matcher: "/api/product/list/select", methods: ["GET"], middlewares: staff },
    { matcher: "/api/product/add", methods: ["POST"], bodyParser: false, middlewares: [...staff, productImages] },
    { matcher: "/api/product/:id", methods: ["GET", "PUT"], middlewares: [exceptPublicIds(["list", "item"], staff)] },
    { matcher: "/api/product/:id/active", methods: ["PUT"], middlewares: staff },
    { matcher: "/api/product/delete/:id", methods: ["DELETE"], middlewares: staff },

    { matcher: "/api/category", methods: ["GET"], middlewares: admin },
    { matcher: "/api/category/add", methods: ["POST"], middlewares: admin },
    { matcher: "/api/category/:id", methods: ["GET", "PUT"], middlewares: [exceptPublicIds(["list"], admin)] },
    { matcher: "/api/category/:id/active", methods: ["PUT"], middlewares: admin },
    { matcher: "/api/category/delete/:id", methods: ["DELETE"], middlewares: admin },

    { matcher: "/", middlewares: [serveStorefront(paths.storefrontDist)] },
  ],
})
