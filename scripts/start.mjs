#!/usr/bin/env node
// Starts the whole shop on one port: embedded PostgreSQL (unless DATABASE_URL is set),
// migrations, the seed on an empty database, the storefront build when stale, and Medusa.
// With `--servers N` (or SHOP_SERVERS=N): redis-server (unless REDIS_URL is set), N Medusa servers,
// one Medusa worker and nginx on PORT instead of the one Medusa process (scripts/lib/cluster.mjs).
import crypto from "node:crypto"
import { spawn } from "node:child_process"
import fs from "node:fs"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { createRequire } from "node:module"
import { startEmbeddedPostgres } from "./lib/postgres.mjs"
import { loadOrCreateSecrets } from "./lib/secrets.mjs"
import { adminBuildIsStale, storefrontBuildIsStale } from "./lib/storefront-build.mjs"
import { run } from "./lib/run.mjs"
import { queryOnce } from "./lib/pg-query.mjs"
import { startDarajaSimulator, wantsDarajaSimulator } from "./lib/daraja-simulator.mjs"
import { clusterPrograms, requestedServers, startCluster, startSharedRedis } from "./lib/cluster.mjs"

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")
const backendDir = path.join(root, "backend")
const storefrontDir = path.join(root, "storefront")
const require = createRequire(path.join(backendDir, "package.json"))
const medusaBin = path.join(path.dirname(require.resolve("@medusajs/cli/package.json")), "cli.js")
const devMode = process.argv.includes("--dev")
let serverCount = 0
try {
  serverCount = requestedServers()
  if (serverCount && devMode) throw new Error("--servers runs the built shop; use it with npm start, not npm run dev.")
} catch (error) {
  console.error(error.message)
  process.exit(1)
}

const dataDir = path.resolve(process.env.SHOP_DATA_DIR || path.join(root, ".data"))
const port = Number(process.env.PORT || 9000)
const secrets = loadOrCreateSecrets(dataDir)
const adminEmail = process.env.ADMIN_EMAIL || "admin@duka.local"
const adminPassword = process.env.ADMIN_PASSWORD || secrets.adminPassword
const merchantEmail = process.env.MERCHANT_EMAIL || "merchant@duka.local"
const merchantPassword = process.env.MERCHANT_PASSWORD || secrets.merchantPassword
// One JSON line per HTTP request goes to this file (written by the server's gate), not the
// console; LOG_LEVEL=http also prints Medusa's own request lines on the console, as Medusa does.
const requestLog = path.resolve(process.env.SHOP_REQUEST_LOG || path.join(dataDir, "logs", "requests.log"))

const env = {
  ...process.env,
  NODE_ENV: process.env.NODE_ENV || (devMode ? "development" : "production"),
  PORT: String(port),
  SHOP_DATA_DIR: dataDir,
  SHOP_URL: process.env.SHOP_URL || `http://localhost:${port}`,
  STOREFRONT_DIST: path.join(storefrontDir, "dist"),
  JWT_SECRET: process.env.JWT_SECRET || secrets.jwtSecret,
  COOKIE_SECRET: process.env.COOKIE_SECRET || secrets.cookieSecret,
  ADMIN_EMAIL: adminEmail,
  ADMIN_PASSWORD: adminPassword,
  MERCHANT_EMAIL: merchantEmail,
  MERCHANT_PASSWORD: merchantPassword,
  MEDUSA_DISABLE_TELEMETRY: "true",
  LOG_LEVEL: process.env.LOG_LEVEL || "info",
  SHOP_REQUEST_LOG: requestLog,
}

let database = null
let server = null
let cluster = null
let redis = null
let programs = null
let darajaSimulator = null
let stopping = false

async function stop(code = 0) {
  if (stopping) return
  stopping = true
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server.once("exit", resolve))
    server.kill("SIGTERM")
    const timer = setTimeout(() => server.kill("SIGKILL"), 10_000)
    await exited
    clearTimeout(timer)
  }
  await cluster?.stop()
  darajaSimulator?.child.kill("SIGTERM")
  await redis?.stop()
  if (database) {
    await database.stop().catch((error) => console.error("Could not stop PostgreSQL:", error.message))
  }
  console.log("The shop has stopped.")
  process.exit(code)
}

process.on("uncaughtException", (error) => {
  console.error("The launcher failed:", error)
  stop(1)
})
process.on("SIGINT", () => stop(0))
process.on("SIGTERM", () => stop(0))

function medusa(args) {
  return run(process.execPath, [medusaBin, ...args], { cwd: backendDir, env })
}

const seedVersion = JSON.parse(fs.readFileSync(path.join(backendDir, "src/scripts/seed/seed-version.json"), "utf8")).version

/** Seeded by this version of the seed? A newer seed tops up an older database (it is idempotent). */
/** Medusa Admin (/app) is served from backend/public/admin, built from Medusa's dashboard and src/admin. */
async function buildAdminIfStale() {
  if (env.SHOP_ADMIN === "off" || !adminBuildIsStale(backendDir)) return
  console.log("Building Medusa Admin (about a minute, once) …")
  await medusa(["build", "--admin-only"])
  fs.rmSync(path.join(backendDir, "public", "admin"), { recursive: true, force: true })
  fs.cpSync(path.join(backendDir, ".medusa", "admin"), path.join(backendDir, "public", "admin"), { recursive: true })
}

async function isSeeded(url) {
  const rows = await queryOnce(url, `SELECT (metadata->>'seed_version')::int AS version FROM store LIMIT 1`)
  return Number(rows[0]?.version) >= seedVersion
}

async function waitForHealth(url, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline && !stopping) {
    try {
      if ((await fetch(`${url}/health`)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300))
  }
  throw new Error(`The shop did not answer at ${url}/health`)
}

/** A path as short as it can be told: relative to the current folder when inside it. */
function shownPath(file) {
  const relative = path.relative(process.cwd(), file)
  return relative && !relative.startsWith("..") && !path.isAbsolute(relative) ? relative : file
}

/** When the server last printed something (its start-up lines come in bursts, some after it listens). */
let lastServerOutput = Date.now()

/** Passes the server's output on, noting when it last printed. */
function relay(from, to) {
  from.on("data", (chunk) => {
    lastServerOutput = Date.now()
    to.write(chunk)
  })
}

/** Passes a process's output on, each line prefixed with its name. */
function relayLines(from, prefix) {
  let partial = ""
  from.on("data", (chunk) => {
    lastServerOutput = Date.now()
    const lines = (partial + chunk).split("\n")
    partial = lines.pop()
    for (const line of lines) process.stdout.write(`${prefix}${line}\n`)
  })
}

/** Waits until the server has printed nothing for `quietMs` (at most `limitMs`), so the banner comes last. */
async function serverQuiet(quietMs = 1_000, limitMs = 10_000) {
  const deadline = Date.now() + limitMs
  while (Date.now() - lastServerOutput < quietMs && Date.now() < deadline && !stopping) {
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

async function main() {
  if (!env.DATABASE_URL) {
    console.log(`Starting the embedded PostgreSQL in ${path.join(dataDir, "postgres")}`)
    database = await startEmbeddedPostgres({ databaseDir: path.join(dataDir, "postgres") })
    env.DATABASE_URL = database.url
  }
  if (serverCount) {
    programs = clusterPrograms(env)
    redis = await startSharedRedis(env, dataDir, programs)
    env.REDIS_URL = redis.url
    // nginx is the one proxy in front of the servers: the rate limits count the address it saw.
    env.TRUST_PROXY ||= "1"
  }

  const build = env.SHOP_STOREFRONT_BUILD !== "off" && storefrontBuildIsStale(storefrontDir)
    ? run("npm", ["run", "build", "--workspace", "storefront"], { cwd: root, env: { ...process.env } })
    : Promise.resolve()

  await medusa(["db:migrate"])
  if (await isSeeded(env.DATABASE_URL)) {
    console.log("The database is already seeded.")
  } else {
    await medusa(["exec", "./src/scripts/seed.ts"])
  }
  await build
  await buildAdminIfStale()
  if (wantsDarajaSimulator(env, devMode)) {
    const derived = (purpose) => crypto.createHash("sha256").update(`${purpose}:${secrets.jwtSecret}`).digest("base64url")
    darajaSimulator = await startDarajaSimulator(root, env.SHOP_URL, {
      callbackSecret: env.MPESA_CALLBACK_SECRET || derived("daraja"),
      b2cResultSecret: env.MPESA_B2C_RESULT_SECRET || derived("daraja-b2c"),
    })
    Object.assign(env, darajaSimulator.env)
  }

  if (serverCount) {
    cluster = await startCluster({
      count: serverCount,
      env,
      port,
      dataDir,
      storefrontDist: env.STOREFRONT_DIST,
      medusaBin,
      backendDir,
      programs,
      out: relayLines,
    })
    await serverQuiet()
    printBanner([
      `  Processes:       nginx on port ${port} → ${cluster.servers.map((s) => `${s.name} :${s.port}`).join(", ")}; ${cluster.worker.name} :${cluster.worker.port}`,
      `  Redis:           ${env.REDIS_URL}`,
      `  Which are up:    ${env.SHOP_URL}/health (nginx files in ${shownPath(cluster.runDir)})`,
    ])
    return
  }

  server = spawn(process.execPath, [medusaBin, devMode ? "develop" : "start"], {
    cwd: backendDir,
    env,
    stdio: ["inherit", "pipe", "pipe"],
  })
  relay(server.stdout, process.stdout)
  relay(server.stderr, process.stderr)
  server.on("exit", (code) => {
    if (!stopping) {
      console.error(`The Medusa server stopped (exit code ${code}).`)
      stop(code || 1)
    }
  })

  await waitForHealth(env.SHOP_URL)
  await serverQuiet()
  printBanner([])
}

function printBanner(extra) {
  console.log(
    [
      "",
      `  The shop is running at ${env.SHOP_URL}/`,
      `  Medusa Admin:    ${env.SHOP_URL}/app`,
      `  Admin e-mail:    ${adminEmail}`,
      `  Admin password:  ${adminPassword}`,
      `  Merchant e-mail: ${merchantEmail}`,
      `  Merchant password: ${merchantPassword}`,
      `  Request log:     ${shownPath(requestLog)}`,
      ...extra,
      ...(darajaSimulator ? [`  M-Pesa:          the local Daraja simulator at ${darajaSimulator.url} (payments go through by themselves)`] : []),
      "  Press Ctrl-C to stop.",
      "",
    ].join("\n")
  )
}

main().catch((error) => {
  console.error(error?.message ?? String(error))
  stop(1)
})
