/**
 * Medusa's own `/store/**` routes bypass `/api`'s rules, so they are closed (404) unless
 * SHOP_STORE_API=on; `npm run bench` opens them for its baselines. Read here only.
 */
export const storeApiOpen = () => process.env.SHOP_STORE_API === "on"
