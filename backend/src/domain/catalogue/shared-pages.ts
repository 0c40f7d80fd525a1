import escapeHtml from "escape-html"

/** The pages a shopper shares by a path link; the storefront opens each at the same hash route. */
export type SharedPageKind = "product" | "category" | "brand"

export type SharedPage = { kind: SharedPageKind; slug: string }

const SHARED_PAGE_PATH = /^\/(product|shop\/category|shop\/brand)\/([^/?#]+)\/?$/

const KIND_OF_PREFIX: Record<string, SharedPageKind> = {
  product: "product",
  "shop/category": "category",
  "shop/brand": "brand",
}

/** `/product/{slug}`, `/shop/category/{slug}` or `/shop/brand/{slug}` (slug decoded), else null. */
export function sharedPageOf(pathname: string): SharedPage | null {
  const match = SHARED_PAGE_PATH.exec(pathname)
  if (!match) return null
  try {
    return { kind: KIND_OF_PREFIX[match[1]], slug: decodeURIComponent(match[2]) }
  } catch {
    return null
  }
}

/** The path link of a shared page, as the share buttons write it. */
export function sharedPagePath({ kind, slug }: SharedPage): string {
  const prefix = kind === "product" ? "/product" : `/shop/${kind}`
  return `${prefix}/${encodeURIComponent(slug)}`
}

/** What a link preview (WhatsApp, Facebook, X) shows: plain text, escaped when written. */
export type PageMeta = {
  /** The page's name (a product's, category's or brand's), without the shop's name. */
  title: string
  description: string
  /** Absolute URLs. */
  url: string
  image: string | null
  type: "product" | "website"
}

export const SHOP_NAME = "Duka Kenya"
const MAX_DESCRIPTION = 200

/** One line of text, at most 200 characters, cut at a word. */
function previewText(text: string) {
  const flat = text.replace(/\s+/g, " ").trim()
  if (flat.length <= MAX_DESCRIPTION) return flat
  return `${flat.slice(0, MAX_DESCRIPTION - 1).replace(/\s+\S*$/, "")}…`
}

/** The Open Graph and Twitter tags, and the <title>, of a shared page, escaped for HTML. */
export function pageMetaTags(meta: PageMeta): string {
  const title = `${meta.title} | ${SHOP_NAME}`
  const description = previewText(meta.description) || `${meta.title} at ${SHOP_NAME}.`
  const property = (name: string, value: string) => `<meta property="${name}" content="${escapeHtml(value)}" />`
  const named = (name: string, value: string) => `<meta name="${name}" content="${escapeHtml(value)}" />`
  return [
    `<title>${escapeHtml(title)}</title>`,
    named("description", description),
    `<link rel="canonical" href="${escapeHtml(meta.url)}" />`,
    property("og:site_name", SHOP_NAME),
    property("og:type", meta.type),
    property("og:title", meta.title),
    property("og:description", description),
    property("og:url", meta.url),
    ...(meta.image ? [property("og:image", meta.image), property("og:image:alt", meta.title)] : []),
    named("twitter:card", meta.image ? "summary_large_image" : "summary"),
    named("twitter:title", meta.title),
    named("twitter:description", description),
    ...(meta.image ? [named("twitter:image", meta.image)] : []),
  ].join("\n    ")
}

/**
 * The storefront's index.html with a shared page's tags in its head: its own <title> and meta
 * description are replaced, everything else (the app shell, its inline scripts, whose hashes the
 * Content-Security-Policy allows) is kept byte for byte.
 */
export function withPageMeta(indexHtml: string, meta: PageMeta): string {
  const tags = pageMetaTags(meta)
  const withoutOwn = indexHtml.replace(/\s*<meta name="description"[^>]*>/, "")
  return /<title>[\s\S]*?<\/title>/.test(withoutOwn)
    ? withoutOwn.replace(/<title>[\s\S]*?<\/title>/, () => tags)
    : withoutOwn.replace("</head>", () => `  ${tags}\n  </head>`)
}
