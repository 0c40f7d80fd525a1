#!/usr/bin/env node
// Runs the backend integration tests against a real PostgreSQL: an embedded server in a
// throw-away folder, or the server named by DB_HOST/DB_PORT/DB_USERNAME/DB_PASSWORD.
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
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-backend-tests-"))
fs.chmodSync(workDir, 0o755)

let database = null
if (!process.env.DB_HOST) {
  database = await startEmbeddedPostgres({ databaseDir: path.join(workDir, "postgres"), database: null })
}

const env = {
  ...process.env,
  NODE_ENV: "test",
  LOG_LEVEL: process.env.LOG_LEVEL || "error",
  // Tests change the catalogue and read it back at once; the listing cache is tested on its own.
  CATALOGUE_CACHE_MS: "0",
  SHOP_ADMIN: "off",
  NODE_OPTIONS: "--experimental-vm-modules --max-old-space-size=4096",
  SHOP_DATA_DIR: path.join(workDir, "data"),
  MEDUSA_DISABLE_TELEMETRY: "true",
  ...(database && {
    DB_HOST: "localhost",
    DB_PORT: String(database.port),
    DB_USERNAME: database.user,
    DB_PASSWORD: database.password,
  }),
}

// One suite at a time, each in a worker that is replaced once it holds more than 1 GB: a Medusa app
// leaves timers and pools behind after shutdown, and in one long-lived process they pile up until
// later suites crawl (the race test went from 22 s alone to over 300 s at the end of the run).
const jestArgs = ["--maxWorkers=1", "--workerIdleMemoryLimit=1GB", "--forceExit", ...process.argv.slice(2)]
const child = spawn(process.execPath, [jestBin, ...jestArgs], {
  cwd: backendDir,
  env,
  stdio: "inherit",
})
const stopChild = () => child.kill("SIGTERM")
process.on("SIGINT", stopChild)
process.on("SIGTERM", stopChild)

const code = await new Promise((resolve) => child.on("exit", (c) => resolve(c ?? 1)))
await database?.stop()
fs.rmSync(workDir, { recursive: true, force: true })
process.exit(code)
