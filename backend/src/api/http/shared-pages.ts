import fs from "fs"
import path from "path"
import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { shopPaths } from "../../config/paths"
import { withPageMeta, type SharedPageKind } from "../../domain/catalogue/shared-pages"
import { sharedPageMeta } from "../../queries/catalogue/shared-page"
import { shopUrl } from "../../config/shop-url"

/** The shop's public origin, as e-mails and stored file URLs use it (never the request's Host). */
const shopOrigin = () => shopUrl().replace(/\/+$/, "")

let indexCache: { file: string; mtimeMs: number; html: string } | null = null

/** The built storefront's index.html, read again only when the build has changed it; null when not built. */
async function indexHtml(): Promise<string | null> {
  const file = path.join(shopPaths().storefrontDist, "index.html")
  const stat = await fs.promises.stat(file).catch(() => null)
  if (!stat) return null
  if (indexCache?.file !== file || indexCache.mtimeMs !== stat.mtimeMs) {
    indexCache = { file, mtimeMs: stat.mtimeMs, html: await fs.promises.readFile(file, "utf8") }
  }
  return indexCache.html
}

/**
 * GET `/product/{slug}`, `/shop/category/{slug}`, `/shop/brand/{slug}`: the link the share
 * buttons share. The storefront's index.html with the page's Open Graph and Twitter tags and
 * <title> in its head, so a link preview (which runs no JavaScript) shows the product, category
 * or brand; the app then opens the page at its hash route. No visible product, active category
 * or brand of that slug: 404 with the plain index.html, whose app shows its own not-found page.
 */
export const sharedPage = (kind: SharedPageKind) => async (req: MedusaRequest, res: MedusaResponse) => {
  const html = await indexHtml()
  if (html === null) {
    res.status(503).json({ message: "The storefront has not been built yet: run npm run build." })
    return
  }
  const meta = await sharedPageMeta(req.scope, { kind, slug: req.params.slug }, shopOrigin())
  res
    .status(meta ? 200 : 404)
    .set("Cache-Control", "no-cache")
    .type("html")
    .send(meta ? withPageMeta(html, meta) : html)
}
