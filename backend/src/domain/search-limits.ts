/** How long a search term may be and how many results each search answers. */
export const SEARCH_LIMITS = {
  minTermLength: 2,
  maxTermLength: 100,
  users: 50,
  orders: 20,
  merchants: 50,
  productSuggestions: 10,
} as const
