import express from "express"
import type { IncomingMessage, RequestListener, ServerResponse } from "http"
import { container as medusaContainer } from "@medusajs/framework"
import { compressionOptions } from "@medusajs/framework/http"
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { cachedCatalogueAnswer, type CachedAnswer } from "../queries/catalogue/cached-answers"
import { accountFromAuthorization } from "../queries/accounts/signed-in-account"

type Compress = (options: Record<string, unknown>) => express.RequestHandler
type CompressionModule = Compress & { filter: (req: IncomingMessage, res: ServerResponse) => boolean }
// Medusa's own compression middleware (a dependency of @medusajs/framework), which ships no types.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- an untyped CommonJS module, typed here
const compression = require("compression") as CompressionModule

// The ETag Express itself sets on what `res.send` sends (its default, weak ETags), ahead of time.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- an untyped CommonJS module, typed here
const etag = require("etag") as (body: Buffer, options: { weak: boolean }) => string

/** An answer ready to send: its bytes and ETag, made once per text instead of once per request. */
type Prepared = { json: string; body: Buffer; etag: string }
type AnsweredRequest = IncomingMessage & { catalogueAnswer?: CachedAnswer; prepared?: Prepared }

/** How many anonymous answers are kept ready (by address; a listing of 100 products is ~100 KB). */
const PREPARED_ANSWERS = 300

/** The same compression as Medusa's (`http.compression`, and its `x-no-compression` opt-out). */
function compressLikeMedusa(container: MedusaContainer): express.RequestHandler[] {
  const options = compressionOptions(container.resolve(ContainerRegistrationKeys.CONFIG_MODULE).projectConfig)
  if (!options.enabled) return []
  const filter = (req: IncomingMessage, res: ServerResponse) => !req.headers["x-no-compression"] && compression.filter(req, res)
  return [compression({ ...options, filter })]
}

/** What a request carries besides its URL that the routes would look at: a body (checked for NUL). */
const hasBody = (req: IncomingMessage) =>
  req.headers["transfer-encoding"] !== undefined || (req.headers["content-length"] ?? "0") !== "0"

/**
 * Cached catalogue reads (the product list at an address its route has answered, a product page,
 * the menu's category and brand lists) answered before Medusa's middleware stack, as the
 * storefront's files are (static-fast-path.ts): the same text as the route (the stock left put
 * in, isLiked for a signed-in customer: a token that no longer opens a session counts as none,
 * as the `maybeSignedIn` policy has it), sent by Express with Medusa's compression (so the same
 * Content-Type, ETag, Vary and Content-Encoding); the security headers and the request log are the
 * server gate's, as for every answer. Only a plain GET without a body takes this path; anything
 * not cached, and a read that fails, goes on to Medusa, which answers (and caches) it.
 */
export function catalogueFastPath(next: RequestListener, getContainer: () => MedusaContainer = () => medusaContainer) {
  let app: express.Express | undefined
  const preparedByUrl = new Map<string, Prepared>()

  /**
   * A guest's answer as bytes with its ETag, reused while the text is the same one (the cache hands
   * out the same rendered string until a stock or catalogue change): no encoding and hashing of
   * ~100 KB per request, which took a fifth of the server's CPU on the list.
   */
  function prepared(url: string, json: string): Prepared {
    const ready = preparedByUrl.get(url)
    if (ready?.json === json) return ready
    const body = Buffer.from(json)
    const made = { json, body, etag: etag(body, { weak: true }) }
    preparedByUrl.delete(url)
    preparedByUrl.set(url, made)
    if (preparedByUrl.size > PREPARED_ANSWERS) preparedByUrl.delete(preparedByUrl.keys().next().value as string)
    return made
  }

  function send(req: AnsweredRequest, res: ServerResponse, answer: CachedAnswer) {
    if (!app) {
      app = express()
      app.disable("x-powered-by")
      app.use(...compressLikeMedusa(getContainer()))
      app.use((request: express.Request, response: express.Response) => {
        const { catalogueAnswer, prepared } = request as AnsweredRequest
        if (catalogueAnswer!.cached !== undefined) response.set("X-Cache", catalogueAnswer!.cached ? "HIT" : "MISS")
        response.type("application/json")
        if (!prepared) return response.send(catalogueAnswer!.json)
        // Express keeps an ETag already set (and answers 304 to a matching If-None-Match as ever).
        response.set("ETag", prepared.etag).send(prepared.body)
      })
    }
    req.catalogueAnswer = answer
    req.prepared = req.headers.authorization ? undefined : prepared(req.url ?? "/", answer.json)
    ;(app as unknown as RequestListener)(req, res)
  }

  async function respond(req: AnsweredRequest, res: ServerResponse, read: NonNullable<ReturnType<typeof cachedCatalogueAnswer>>) {
    let answer: CachedAnswer
    try {
      const container = getContainer()
      const authorization = req.headers.authorization
      const account = authorization ? await accountFromAuthorization(container, authorization) : null
      answer = await read(container, account?.customerId)
    } catch {
      // Nothing is written yet: Medusa answers it (a 404 for a product no longer shown, an error as its handler has it).
      next(req, res)
      return
    }
    send(req, res, answer)
  }

  /** Answers the request and returns true, or returns false and leaves it untouched. */
  return function serveCachedCatalogue(req: IncomingMessage, res: ServerResponse): boolean {
    if (req.method !== "GET" || hasBody(req)) return false
    const read = cachedCatalogueAnswer(req.url ?? "/")
    if (!read) return false
    void respond(req, res, read)
    return true
  }
}
