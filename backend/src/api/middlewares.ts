import { defineMiddlewares } from "@medusajs/framework/http"
import { shopPaths } from "../config/paths"
import { serveStorefront, serveUploads } from "./middlewares/static-files"
import { apiErrorHandler } from "./middlewares/error-handler"

const paths = shopPaths()

export default defineMiddlewares({
  errorHandler: apiErrorHandler,
  routes: [
    { matcher: "/api/files", middlewares: serveUploads(paths.uploadDir) },
    { matcher: "/", middlewares: [serveStorefront(paths.storefrontDist)] },
  ],
})
