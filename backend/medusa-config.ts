import { defineConfig, loadEnv } from "@medusajs/framework/utils"
import { redisModules } from "./src/config/redis"
import { notificationModule } from "./src/config/notification"
import { requireSecret } from "./src/config/secrets"
import { shopPaths } from "./src/config/paths"
import { authModule } from "./src/config/auth"
import { assertB2cResultSecret } from "./src/config/mpesa-b2c"
import { mpesaModuleOptions } from "./src/config/mpesa-module"
import { rateLimitModuleOptions } from "./src/config/rate-limit-module"

loadEnv(process.env.NODE_ENV || "development", process.cwd())
assertB2cResultSecret()

const redisUrl = process.env.REDIS_URL || undefined
const paths = shopPaths()
const shopUrl = process.env.SHOP_URL || `http://localhost:${process.env.PORT || 9000}`

module.exports = defineConfig({
  projectConfig: {
    databaseUrl: process.env.DATABASE_URL,
    databaseDriverOptions: { ssl: false },
    redisUrl,
    // The admin session cookie is Secure only when the shop is served over https (SHOP_URL);
    // a local `npm start` on http://localhost could not sign in to /app otherwise.
    cookieOptions: { secure: shopUrl.startsWith("https://") },
    workerMode: (process.env.MEDUSA_WORKER_MODE as "shared" | "worker" | "server") || "shared",
    http: {
      storeCors: process.env.STORE_CORS || "",
      adminCors: process.env.ADMIN_CORS || "",
      authCors: process.env.AUTH_CORS || "",
      jwtSecret: requireSecret("JWT_SECRET"),
      cookieSecret: requireSecret("COOKIE_SECRET"),
      jwtExpiresIn: "7d",
      // Large API answers (a product page, a listing of 100 products) go out gzip or brotli
      // encoded when the client accepts it; the storefront's files are compressed at build time.
      compression: { enabled: true, threshold: 1024 },
    },
  },
  admin: {
    // Medusa Admin at /app; `npm start` builds it when missing (SHOP_ADMIN=off skips it).
    path: "/app",
    disable: process.env.SHOP_ADMIN === "off",
    backendUrl: "/",
  },
  featureFlags: redisUrl ? { caching: true } : {},
  modules: [
    { resolve: "./src/modules/brand" },
    { resolve: "./src/modules/review" },
    { resolve: "./src/modules/account" },
    { resolve: "./src/modules/newsletter" },
    { resolve: "./src/modules/contact" },
    { resolve: "./src/modules/order-line" },
    { resolve: "./src/modules/delivery" },
    { resolve: "./src/modules/mpesa", options: mpesaModuleOptions() },
    { resolve: "./src/modules/idempotency" },
    { resolve: "./src/modules/wishlist" },
    { resolve: "./src/modules/chat" },
    { resolve: "./src/modules/merchant" },
    { resolve: "./src/modules/ledger" },
    { resolve: "./src/modules/commission" },
    { resolve: "./src/modules/payout" },
    { resolve: "./src/modules/refund" },
    { resolve: "./src/modules/rate-limit", options: rateLimitModuleOptions() },
    { resolve: "./src/modules/audit" },
    { resolve: "./src/modules/search-synonym" },
    { resolve: "./src/modules/content-page" },
    authModule(),
    {
      // Pay on delivery keeps Medusa's system provider (always there); M-Pesa Express is ours: pp_mpesa_mpesa.
      // The M-Pesa provider sends its prompts with the M-Pesa module's one Daraja client.
      resolve: "@medusajs/medusa/payment",
      dependencies: ["mpesa"],
      options: { providers: [{ resolve: "./src/modules/mpesa-payment", id: "mpesa" }] },
    },
    {
      resolve: "@medusajs/medusa/file",
      options: {
        providers: [
          {
            resolve: "@medusajs/medusa/file-local",
            id: "local",
            options: {
              upload_dir: paths.uploadDir,
              private_upload_dir: paths.privateUploadDir,
              backend_url: `${shopUrl}/api/files`,
            },
          },
        ],
      },
    },
    ...notificationModule(process.env.SENDGRID_API_KEY, paths.dataDir),
    ...redisModules(redisUrl),
  ],
})
