import { defineMiddlewares } from "@medusajs/framework/http"
import { shopPaths } from "../config/paths"
import { serveStorefront, serveUploads } from "./http/static-files"
import { apiErrorHandler } from "./http/error-handler"
import { bodyParserRoutes, type ApiRoute } from "./http/api-route"
import { apiGate } from "./http/api-gate"
import { guardApiRequest } from "./http/request-guards"
import { storeApiGate } from "./http/store-api"
import { applyTrustProxy } from "./http/trust-proxy"
import { medusaAuthRoutes } from "./auth/middlewares"
import { addressRoutes } from "./api/address/middlewares"
import { authRoutes } from "./api/auth/middlewares"
import { brandRoutes } from "./api/brand/middlewares"
import { cartRoutes } from "./api/cart/middlewares"
import { categoryRoutes } from "./api/category/middlewares"
import { merchantRoutes } from "./api/merchant/middlewares"
import { contactRoutes } from "./api/contact/middlewares"
import { dashboardRoutes } from "./api/dashboard/middlewares"
import { exportRoutes } from "./api/export/middlewares"
import { deliveryRoutes } from "./api/delivery/middlewares"
import { commissionRoutes } from "./api/commission/middlewares"
import { earningsRoutes } from "./api/earnings/middlewares"
import { ledgerRoutes } from "./api/ledger/middlewares"
import { newsletterRoutes } from "./api/newsletter/middlewares"
import { orderRoutes } from "./api/order/middlewares"
import { paymentRoutes } from "./api/payment/middlewares"
import { payoutRoutes } from "./api/payouts/middlewares"
import { productRoutes } from "./api/product/middlewares"
import { reviewRoutes } from "./api/review/middlewares"
import { userRoutes } from "./api/user/middlewares"
import { wishlistRoutes } from "./api/wishlist/middlewares"
import { auditRoutes } from "./api/audit/middlewares"
import { searchRoutes } from "./api/search/middlewares"
import { pageRoutes } from "./api/page/middlewares"
import { shopRoutes } from "./api/shop/middlewares"

/** Every `/api` route with its policy and validation, declared by its area beside its route files. */
export const apiRoutes: ApiRoute[] = [
  ...authRoutes,
  ...userRoutes,
  ...addressRoutes,
  ...wishlistRoutes,
  ...contactRoutes,
  ...newsletterRoutes,
  ...cartRoutes,
  ...orderRoutes,
  ...paymentRoutes,
  ...deliveryRoutes,
  ...commissionRoutes,
  ...earningsRoutes,
  ...ledgerRoutes,
  ...payoutRoutes,
  ...brandRoutes,
  ...productRoutes,
  ...categoryRoutes,
  ...merchantRoutes,
  ...reviewRoutes,
  ...dashboardRoutes,
  ...exportRoutes,
  ...auditRoutes,
  ...searchRoutes,
  ...pageRoutes,
  ...shopRoutes,
]

const paths = shopPaths()

export default defineMiddlewares({
  errorHandler: apiErrorHandler,
  routes: [
    // First: who the caller is (req.ip) follows TRUST_PROXY, not Medusa's own `trust proxy` of 1.
    { matcher: "/", middlewares: [applyTrustProxy] },
    { matcher: "/api", middlewares: [guardApiRequest, apiGate(apiRoutes)] },
    { matcher: "/api/files", middlewares: serveUploads(paths.uploadDir) },
    ...bodyParserRoutes(apiRoutes),
    // Daraja's STK callback: public (the path carries MPESA_CALLBACK_SECRET), its raw body kept for audit.
    { matcher: "/hooks/daraja/:secret", methods: ["POST"], bodyParser: { preserveRawBody: true }, middlewares: [] },
    // Transaction Status's answer about a receipt a success callback claimed: the same secret.
    { matcher: "/hooks/daraja/:secret/status", methods: ["POST"], bodyParser: { preserveRawBody: true }, middlewares: [] },
    // Daraja's B2C results for sellers' payouts: public the same way, raw body kept.
    { matcher: "/hooks/payouts/:secret/:kind", methods: ["POST"], bodyParser: { preserveRawBody: true }, middlewares: [] },
    { matcher: "/store", middlewares: [storeApiGate] },
    ...medusaAuthRoutes,
    { matcher: "/", middlewares: [serveStorefront(paths.storefrontDist)] },
  ],
})
