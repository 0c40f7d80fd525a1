/** The shop pages the admin writes, by slug (the storefront's /returns, /privacy, /terms). */
export const CONTENT_PAGE_SLUGS = ["returns", "privacy", "terms"] as const
export type ContentPageSlug = (typeof CONTENT_PAGE_SLUGS)[number]

export const isContentPageSlug = (slug: string): slug is ContentPageSlug =>
  (CONTENT_PAGE_SLUGS as readonly string[]).includes(slug)

export const CONTENT_LIMITS = { title: 120, body: 20_000 } as const

/** What a page says until the admin writes it. */
export const DEFAULT_PAGES: Record<ContentPageSlug, { title: string; body: string }> = {
  returns: {
    title: "Returns",
    body:
      "You may return an item within 7 days of delivery if it is faulty, damaged or not what you ordered.\n\n" +
      "Contact us with your order number and we will arrange the return with the seller. " +
      "Once the item is back, we refund you by the way you paid (M-Pesa or cash on delivery).",
  },
  privacy: {
    title: "Privacy",
    body:
      "We keep your name, contact details, addresses and orders to deliver what you buy and to answer you.\n\n" +
      "Sellers see only what they need to send your order. We do not sell your data. " +
      "Ask us at any time to see or delete what we hold about you.",
  },
  terms: {
    title: "Terms",
    body:
      "Duka is a marketplace: each product is sold by the seller named on its page. " +
      "Prices are in Kenyan shillings and include VAT where it applies.\n\n" +
      "An order is accepted once the seller confirms it; a seller may cancel a line that is out of stock, and you are then not charged for it.",
  },
}
