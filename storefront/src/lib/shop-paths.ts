/** The shop's public pages for a brand, a category or a product (spec §2). */
export const shopPaths = {
  brand: (slug: string) => `/shop/brand/${slug}`,
  category: (slug: string) => `/shop/category/${slug}`,
  product: (slug: string) => `/product/${slug}`,
} as const;
