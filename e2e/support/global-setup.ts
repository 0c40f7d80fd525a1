import { startShop } from "./shop-process"

/** One real shop for the whole run; tests reach it through SHOP_URL. */
export default async function globalSetup() {
  if (process.env.SHOP_URL) {
    return
  }
  const shop = await startShop()
  process.env.SHOP_URL = shop.url
  process.env.SHOP_ADMIN_EMAIL = shop.adminEmail
  process.env.SHOP_ADMIN_PASSWORD = shop.adminPassword
  return async () => {
    await shop.stop()
  }
}
