import crypto from "crypto"
import { ExecArgs } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { updateStoresWorkflow } from "@medusajs/medusa/core-flows"
import { ensureAdmin } from "./seed/admin"
import { analyzeCatalogue, importCatalogue } from "./seed/import-catalogue"
import * as catalogue from "./seed/catalogue"
import { importReviews } from "./seed/import-reviews"
import { reviews } from "./seed/reviews"
import { ensureKenyaSetup } from "./seed/region"
import { ensureMerchants } from "./seed/merchants"
import { ensurePickupStations } from "./seed/pickup-stations"
import seedVersion from "./seed/seed-version.json"

/**
 * Seeds an empty shop (run by `npm start` after migrations). Every step checks what
 * already exists, so running it again adds nothing twice.
 */
export default async function seedShop({ container }: ExecArgs) {
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  const email = process.env.ADMIN_EMAIL || "admin@duka.local"
  const password = process.env.ADMIN_PASSWORD
  if (!password) {
    throw new Error("ADMIN_PASSWORD must be set to seed the admin account")
  }
  const merchantEmail = process.env.MERCHANT_EMAIL || "merchant@duka.local"
  // `npm start` passes the password kept in the data folder; elsewhere one is made up and logged once.
  const merchantPassword = process.env.MERCHANT_PASSWORD || crypto.randomBytes(9).toString("base64url")
  if (!process.env.MERCHANT_PASSWORD) logger.info(`Seeded merchant password: ${merchantPassword}`)

  await ensureAdmin(container, email, password)
  const setup = await ensureKenyaSetup(container)
  const { imported } = await importCatalogue(container, setup, catalogue)
  logger.info(`Catalogue: ${imported} products imported.`)
  const merchants = await ensureMerchants(container, setup, merchantEmail, merchantPassword)
  logger.info(`Merchants: ${merchantEmail} runs Kikapu Crafts (${merchants.imported} products imported); 2 applications waiting.`)
  const reviewsImported = await importReviews(container, reviews)
  logger.info(`Reviews: ${reviewsImported.imported} approved reviews imported.`)
  logger.info(`Pickup stations: ${await ensurePickupStations(container)} added.`)
  await analyzeCatalogue(container)

  const [store] = await container.resolve(Modules.STORE).listStores()
  await updateStoresWorkflow(container).run({
    input: { selector: { id: store.id }, update: { metadata: { seeded_at: new Date().toISOString(), seed_version: seedVersion.version } } },
  })
  logger.info("Seed complete.")
}
