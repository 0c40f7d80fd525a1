import { startShop } from "./shop-process"

/**
 * One real shop for the whole run; tests reach it through SHOP_URL, and its e-mails through
 * SHOP_DATA_DIR/outbox. (With SHOP_URL set, pass that shop's SHOP_DATA_DIR too.)
 */
export default async function globalSetup() {
  if (process.env.SHOP_URL) {
    return
  }
  const shop = await startShop()
  process.env.SHOP_URL = shop.url
  process.env.SHOP_ADMIN_EMAIL = shop.adminEmail
  process.env.SHOP_ADMIN_PASSWORD = shop.adminPassword
  process.env.SHOP_MERCHANT_EMAIL = shop.merchantEmail
  process.env.SHOP_MERCHANT_PASSWORD = shop.merchantPassword
  process.env.SHOP_DATA_DIR = shop.dataDir
  process.env.DARAJA_SIMULATOR_URL = shop.darajaUrl
  return async () => {
    await shop.stop()
  }
}
