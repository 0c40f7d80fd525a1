/**
 * The only `/api` calls that anyone may make without signing in. Every other call needs a valid
 * token whatever its area declares; a route is public only when it is listed here too.
 */
export const PUBLIC_API_ROUTES = [
  "POST /api/auth/login",
  "POST /api/auth/register",
  "POST /api/auth/forgot",
  "POST /api/auth/reset/:token",
  "GET /api/auth/google",
  "GET /api/auth/google/callback",
  "GET /api/auth/facebook",
  "GET /api/auth/facebook/callback",
  "POST /api/newsletter/subscribe",
  "POST /api/contact/add",
  "GET /api/product/list",
  "GET /api/product/list/search/:term",
  "GET /api/product/list/search/:term/help",
  "GET /api/page/:slug",
  "GET /api/shop/contact",
  "GET /api/product/list/brand/:slug",
  "GET /api/product/item/:slug",
  "GET /api/category/list",
  "GET /api/brand/list",
  "GET /api/review/:slug",
  "POST /api/merchant/add",
  "POST /api/merchant/signup/:token",
  "GET /api/delivery/promise",
  "GET /api/auth/providers",
  "POST /api/order/track",
] as const
