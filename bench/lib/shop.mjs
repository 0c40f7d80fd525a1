// A shop of its own for the benchmark: embedded PostgreSQL in the bench data folder,
// migrations, the normal seed, the 10,000-product bench seed, and `medusa start` on a free
// port — the same steps and environment as scripts/start.mjs, reusing its libraries.
import fs from "node:fs"
import path from "node:path"
import { createRequire } from "node:module"
import { startEmbeddedPostgres } from "../../scripts/lib/postgres.mjs"
import { loadOrCreateSecrets } from "../../scripts/lib/secrets.mjs"
import { queryOnce } from "../../scripts/lib/pg-query.mjs"
import { freePort } from "../../scripts/lib/free-port.mjs"
import { ownSignals, run, start, stopChild } from "./procs.mjs"

export const root = path.resolve(import.meta.dirname, "../..")
const backendDir = path.join(root, "backend")
const require = createRequire(path.join(backendDir, "package.json"))
const medusaBin = path.join(path.dirname(require.resolve("@medusajs/cli/package.json")), "cli.js")

/**
 * The environment every bench shop's Medusa runs with (this single server and the several-server
 * run of servers.mjs): production, the data folder's secrets, no admin UI.
 */
export function benchShopEnv({ dataDir, url, secrets }) {
  return {
    ...process.env,
    NODE_ENV: "production",
    SHOP_DATA_DIR: dataDir,
    SHOP_URL: url,
    STOREFRONT_DIST: path.join(root, "storefront", "dist"),
    JWT_SECRET: secrets.jwtSecret,
    COOKIE_SECRET: secrets.cookieSecret,
    ADMIN_EMAIL: "admin@duka.local",
    ADMIN_PASSWORD: secrets.adminPassword,
    MEDUSA_DISABLE_TELEMETRY: "true",
    SHOP_ADMIN: "off",
  }
}

/**
 * `onCreated(shop)` gets the shop before anything starts, so a signal handler can stop
 * whatever part is already running; `onSignal` becomes the only SIGINT/SIGTERM handler
 * once PostgreSQL runs.
 */
export async function startShop({ dataDir, products, log, onCreated, onSignal, serverHook }) {
  const port = await freePort()
  const secrets = loadOrCreateSecrets(dataDir)
  const shop = { url: `http://127.0.0.1:${port}`, database: null, server: null }
  const seedFile = path.join(dataDir, "bench-seed.json")
  const env = {
    ...benchShopEnv({ dataDir, url: `http://localhost:${port}`, secrets }),
    PORT: String(port),
    BENCH_PRODUCTS: String(products),
    // Medusa's /store routes serve the baselines; Server-Timing headers give checkout's steps.
    SHOP_STORE_API: "on",
    SHOP_SERVER_TIMING: "on",
  }
  delete env.DATABASE_URL
  delete env.REDIS_URL
  const medusa = async (args) => {
    if (shop.stopped) throw new Error("interrupted")
    await run(process.execPath, [medusaBin, ...args], { cwd: backendDir, env })
  }

  onCreated?.(shop)
  shop.stop = async () => {
    shop.stopped = true
    if (shop.worker) await stopChild(shop.worker)
    if (shop.server) await stopChild(shop.server)
    if (shop.database) await shop.database.stop().catch((e) => log(`Could not stop PostgreSQL: ${e.message}`))
  }

  log(`PostgreSQL in ${path.join(dataDir, "postgres")}`)
  shop.database = await startEmbeddedPostgres({ databaseDir: path.join(dataDir, "postgres") })
  if (onSignal) ownSignals(onSignal)
  env.DATABASE_URL = shop.databaseUrl = shop.database.url
  const sql = (text) => queryOnce(env.DATABASE_URL, text)

  await medusa(["db:migrate"])
  const [{ seeded }] = await sql(`SELECT bool_or(metadata->>'seeded_at' IS NOT NULL) AS seeded FROM store`)
  if (!seeded) await medusa(["exec", "./src/scripts/seed.ts"])

  const countProducts = async () => Number((await sql(COMPLETE_PRODUCTS))[0].count)
  shop.productCount = await countProducts()
  if (shop.productCount < products) {
    log(`Seeding ${products - shop.productCount} more products (now ${shop.productCount}) …`)
    const before = shop.productCount
    const t0 = performance.now()
    await medusa(["exec", "./src/scripts/bench-seed.ts"])
    const seconds = Math.round((performance.now() - t0) / 100) / 10
    shop.productCount = await countProducts()
    shop.seed = { date: new Date().toISOString(), seconds, added: shop.productCount - before, thisRun: true }
    fs.writeFileSync(seedFile, JSON.stringify(shop.seed, null, 2))
    log(`Seeding took ${seconds} s (medusa exec, boot included); ${shop.productCount} products now.`)
  } else {
    shop.seed = fs.existsSync(seedFile) ? { ...JSON.parse(fs.readFileSync(seedFile, "utf8")), thisRun: false } : null
    log(`Catalogue already seeded: ${shop.productCount} products.`)
  }

  /** Starts `medusa start` (`extraEnv`, e.g. REDIS_URL, on top of the shop's environment). */
  const startServer = async (extraEnv = {}, logName = "medusa.log") => {
    if (shop.stopped) throw new Error("interrupted")
    const logFile = path.join(dataDir, logName)
    const out = fs.openSync(logFile, "w")
    // With --cpu-profile or --query-census, the server (only) preloads the hook that measures it
    // between two SIGUSR2 (`serverHook`: { module, env }).
    const serverEnv = serverHook
      ? {
          ...env,
          ...extraEnv,
          ...serverHook.env,
          NODE_OPTIONS: [env.NODE_OPTIONS, `--require ${path.join(import.meta.dirname, serverHook.module)}`].filter(Boolean).join(" "),
        }
      : { ...env, ...extraEnv }
    shop.server = start(process.execPath, [medusaBin, "start"], { cwd: backendDir, env: serverEnv, stdio: ["ignore", out, out] })
    fs.closeSync(out)
    shop.server.on("exit", (code) => shop.onServerExit?.(code))
    await waitForHealth(shop, logFile)
    log(`Shop running at ${shop.url} (pid ${shop.server.pid}, log ${path.relative(root, logFile)})`)
  }
  /**
   * Starts a second `medusa start` in worker mode (subscribers, jobs) beside the server, as
   * `npm start -- --servers N` runs one; it needs REDIS_URL in `extraEnv` to get the events.
   */
  shop.startWorker = async (extraEnv, logName = "medusa-worker.log") => {
    const logFile = path.join(dataDir, logName)
    const out = fs.openSync(logFile, "w")
    const workerUrl = `http://127.0.0.1:${await freePort()}`
    shop.worker = start(process.execPath, [medusaBin, "start"], {
      cwd: backendDir,
      env: { ...env, ...extraEnv, PORT: new URL(workerUrl).port, MEDUSA_WORKER_MODE: "worker" },
      stdio: ["ignore", out, out],
    })
    fs.closeSync(out)
    await waitForHealth({ url: workerUrl, server: shop.worker }, logFile)
    log(`Worker running (pid ${shop.worker.pid}, log ${path.relative(root, logFile)})`)
  }
  shop.stopWorker = async () => {
    if (shop.worker) await stopChild(shop.worker)
    shop.worker = null
  }
  /** PostgreSQL's postmaster, whose children are the server's connections. */
  shop.databasePid = () => {
    try {
      return Number(fs.readFileSync(path.join(dataDir, "postgres", "postmaster.pid"), "utf8").split("\n")[0]) || null
    } catch {
      return null
    }
  }
  /** Stops the server and starts it again on the same port and database with `extraEnv`. */
  shop.restartServer = async (extraEnv, logName) => {
    const onExit = shop.onServerExit
    shop.onServerExit = null
    await stopChild(shop.server)
    shop.server = null
    await startServer(extraEnv, logName)
    shop.onServerExit = onExit
  }
  await startServer()
  return shop
}

/** Products, not counting generated ones that an interrupted seed left without brand or stock. */
const COMPLETE_PRODUCTS = `
  SELECT count(*) FROM product p
  WHERE p.deleted_at IS NULL AND (p.handle NOT LIKE 'bench-%' OR (
    EXISTS (SELECT 1 FROM product_product_brand_brand pb WHERE pb.product_id = p.id AND pb.deleted_at IS NULL)
    AND EXISTS (SELECT 1 FROM product_variant v
                JOIN product_variant_inventory_item vii ON vii.variant_id = v.id AND vii.deleted_at IS NULL
                JOIN inventory_level il ON il.inventory_item_id = vii.inventory_item_id AND il.deleted_at IS NULL
                WHERE v.product_id = p.id AND v.deleted_at IS NULL)))`

async function waitForHealth(shop, logFile, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (shop.server.exitCode !== null) throw new Error(`Medusa exited early; see ${logFile}`)
    try {
      if ((await fetch(`${shop.url}/health`)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300))
  }
  throw new Error(`The shop did not answer at ${shop.url}/health; see ${logFile}`)
}

/** A publishable API key for /store routes (migrations create one for the default sales channel). */
export async function publishableKey(databaseUrl) {
  const rows = await queryOnce(
    databaseUrl,
    `SELECT token FROM api_key WHERE type = 'publishable' AND revoked_at IS NULL AND deleted_at IS NULL
     ORDER BY created_at LIMIT 1`
  )
  return rows[0]?.token
}

/** A handful of real slugs spread over the catalogue (shipped and generated products). */
export async function sampleSlugs(databaseUrl, count = 20) {
  const rows = await queryOnce(
    databaseUrl,
    `SELECT handle FROM product WHERE deleted_at IS NULL AND status = 'published'
     ORDER BY md5(handle) LIMIT $1`,
    [count]
  )
  return rows.map((r) => r.handle)
}
