/**
 * Run once by `integration-tests/run.mjs` before the specs (not a spec itself): it migrates the
 * database named by TEMPLATE_DATABASE (PostgreSQL's `template1`) with exactly the steps
 * `medusaIntegrationTestRunner` takes before it boots the shop: the modules' migrations and the
 * link sync. Every `CREATE DATABASE` copies `template1`, so each spec's runner then finds its
 * database migrated and its own migration pass has nothing left to do. Nothing else is written:
 * the shop's boot (default store, search indexes, a spec's seed) still happens in each spec.
 */
import { asValue } from "@medusajs/framework/awilix"
import { logger } from "@medusajs/framework/logger"
import { Migrator } from "@medusajs/framework/migrations"
import { ContainerRegistrationKeys, getResolvedPlugins, mergePluginModules } from "@medusajs/framework/utils"
// The runner's own steps, so the template is migrated the way a spec's database would be.
import {
  clearInstances,
  configLoaderOverride,
  initDb,
  migrateDatabase,
  syncLinks,
  TestDatabaseUtils,
} from "@medusajs/test-utils"
import path from "path"

const BACKEND_DIR = path.resolve(__dirname, "..", "..")

it("migrates the template database", async () => {
  const dbName = process.env.TEMPLATE_DATABASE
  if (!dbName) throw new Error("TEMPLATE_DATABASE is not set: run through `npm run test:backend`")
  await configLoaderOverride(BACKEND_DIR, { clientUrl: TestDatabaseUtils.getDatabaseURL(dbName), debug: false })

  const { container, MedusaAppLoader } = await import("@medusajs/framework")
  const appLoader = new MedusaAppLoader({ medusaConfigPath: BACKEND_DIR, cwd: BACKEND_DIR })
  const configModule = container.resolve(ContainerRegistrationKeys.CONFIG_MODULE)
  mergePluginModules(configModule, await getResolvedPlugins(BACKEND_DIR, configModule), BACKEND_DIR)
  container.register({ [ContainerRegistrationKeys.LOGGER]: asValue(logger) })

  const pgConnection = await initDb()
  try {
    await new Migrator({ container }).ensureMigrationsTable()
    await migrateDatabase(appLoader)
    await syncLinks(appLoader, BACKEND_DIR, container, logger)
  } finally {
    await clearInstances()
    await pgConnection.destroy()
  }
})
