#!/usr/bin/env node
// Runs the backend integration tests against a real PostgreSQL: an embedded server in a
// throw-away folder, or the server named by DB_HOST/DB_PORT/DB_USERNAME/DB_PASSWORD.
// On the embedded server the migrations run once, into `template1`, which every CREATE DATABASE
// copies: each spec's runner then finds its fresh database migrated. Two Jest workers (set
// BACKEND_TEST_WORKERS to change it) run the specs side by side, each spec on its own database.
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { spawn } from "node:child_process"
import { fileURLToPath } from "node:url"
import { createRequire } from "node:module"
import { startEmbeddedPostgres } from "../../scripts/lib/postgres.mjs"

const backendDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")
const require = createRequire(path.join(backendDir, "package.json"))
const jestBin = path.join(path.dirname(require.resolve("jest/package.json")), "bin", "jest.js")
const args = process.argv.slice(2)
const paths = args.filter((arg) => !arg.startsWith("-"))

// `npm run test:backend -- src/…/__tests__/x.spec.ts`: unit specs need no PostgreSQL (jest.config.unit.js).
if (paths.length > 0 && paths.every((p) => /(^|\/)src\//.test(p))) {
  const child = spawn(process.execPath, [jestBin, "--config", "jest.config.unit.js", ...args], {
    cwd: backendDir,
    env: { ...process.env, NODE_OPTIONS: "--experimental-vm-modules" },
    stdio: "inherit",
  })
  process.exit(await new Promise((resolve) => child.on("exit", (c) => resolve(c ?? 1))))
}

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-backend-tests-"))
fs.chmodSync(workDir, 0o755)

let database = null
if (!process.env.DB_HOST) {
  database = await startEmbeddedPostgres({ databaseDir: path.join(workDir, "postgres"), database: null, throwaway: process.env.PG_DURABLE !== "on" })
}

const env = {
  ...process.env,
  NODE_ENV: "test",
  LOG_LEVEL: process.env.LOG_LEVEL || "error",
  // Tests change the catalogue and read it back at once; the listing cache is tested on its own.
  CATALOGUE_CACHE_MS: "0",
  SHOP_ADMIN: "off",
  NODE_OPTIONS: "--experimental-vm-modules --max-old-space-size=4096",
  // setup.js gives each Jest worker its own folder under it (outbox, request log).
  SHOP_TEST_DATA_ROOT: path.join(workDir, "data"),
  SHOP_DATA_DIR: path.join(workDir, "data"),
  MEDUSA_DISABLE_TELEMETRY: "true",
  ...(database && {
    DB_HOST: "localhost",
    DB_PORT: String(database.port),
    DB_USERNAME: database.user,
    DB_PASSWORD: database.password,
  }),
}

const runJest = (args, extraEnv = {}) => {
  const child = spawn(process.execPath, [jestBin, ...args], { cwd: backendDir, env: { ...env, ...extraEnv }, stdio: "inherit" })
  const stopChild = () => child.kill("SIGTERM")
  process.on("SIGINT", stopChild)
  process.on("SIGTERM", stopChild)
  return new Promise((resolve) => child.on("exit", (c) => {
    process.off("SIGINT", stopChild)
    process.off("SIGTERM", stopChild)
    resolve(c ?? 1)
  }))
}

// Each suite in a worker that is replaced once it holds more than 1 GB: a Medusa app leaves timers
// and pools behind after shutdown, and in one long-lived process they pile up until later suites
// crawl (the race test went from 22 s alone to over 300 s at the end of the run).
const workers = process.env.BACKEND_TEST_WORKERS || "2"
let code = 0
if (database) {
  // Only a server of our own gets a migrated template1; another server is used as it is.
  code = await runJest(["--testMatch=**/integration-tests/helpers/migrate-template.prep.ts", "--forceExit"], {
    TEMPLATE_DATABASE: "template1",
  })
  if (code !== 0) console.error("Migrating the template database failed: see above.")
}
if (code === 0) {
  code = await runJest([`--maxWorkers=${workers}`, "--workerIdleMemoryLimit=1GB", "--forceExit", ...args])
}
await database?.stop()
fs.rmSync(workDir, { recursive: true, force: true })
process.exit(code)
