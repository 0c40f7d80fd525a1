import { spawn, spawnSync, type ChildProcess } from "child_process"
import crypto from "crypto"
import fs from "fs"
import net from "net"
import os from "os"
import path from "path"
import { Client } from "pg"

const BACKEND_DIR = path.resolve(__dirname, "..", "..")
const MEDUSA_BIN = path.join(path.dirname(require.resolve("@medusajs/cli/package.json")), "cli.js")

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.on("error", reject)
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })
}

function adminConnection() {
  const { DB_HOST, DB_PORT, DB_USERNAME, DB_PASSWORD } = process.env
  if (!DB_HOST) throw new Error("DB_HOST is not set: run through `npm run test:backend` (it starts PostgreSQL)")
  return { host: DB_HOST, port: Number(DB_PORT), user: DB_USERNAME, password: DB_PASSWORD }
}

export async function query(databaseUrl: string, sql: string, params: unknown[] = []) {
  const client = new Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    return (await client.query(sql, params)).rows
  } finally {
    await client.end()
  }
}

/** A fresh database on the test PostgreSQL, migrated like `npm start` does. */
export async function createMigratedDatabase(env: NodeJS.ProcessEnv) {
  const connection = adminConnection()
  const name = `chat_${crypto.randomBytes(4).toString("hex")}`
  const client = new Client({ ...connection, database: "postgres" })
  await client.connect()
  await client.query(`CREATE DATABASE "${name}"`)
  await client.end()
  const url = `postgres://${connection.user}:${connection.password}@${connection.host}:${connection.port}/${name}`
  const migrate = spawnSync(process.execPath, [MEDUSA_BIN, "db:migrate"], {
    cwd: BACKEND_DIR,
    env: { ...env, DATABASE_URL: url },
    encoding: "utf8",
  })
  if (migrate.status !== 0) throw new Error(`db:migrate failed:\n${migrate.stdout}\n${migrate.stderr}`)
  return {
    url,
    drop: async () => {
      const admin = new Client({ ...connection, database: "postgres" })
      await admin.connect()
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
      await admin.end()
    },
  }
}

export type ShopServer = { url: string; stop: () => Promise<void> }

async function waitFor(check: () => Promise<boolean>, what: string, child: ChildProcess, logFile: string, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${what}: the process exited (${child.exitCode}); see ${logFile}`)
    if (await check().catch(() => false)) return
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`${what} did not start in time; see ${logFile}`)
}

function stopper(child: ChildProcess) {
  return async () => {
    if (child.exitCode !== null) return
    const exited = new Promise((resolve) => child.once("exit", resolve))
    child.kill("SIGTERM")
    const timer = setTimeout(() => child.kill("SIGKILL"), 10_000)
    await exited
    clearTimeout(timer)
  }
}

/** `medusa start` (the way `npm start` runs it) on a free port; resolves once /health answers. */
export async function startShopServer(env: NodeJS.ProcessEnv, logDir: string): Promise<ShopServer> {
  const port = await freePort()
  const logFile = path.join(logDir, `medusa-${port}.log`)
  const log = fs.openSync(logFile, "a")
  const child = spawn(process.execPath, [MEDUSA_BIN, "start"], {
    cwd: BACKEND_DIR,
    env: { ...env, PORT: String(port), SHOP_URL: `http://localhost:${port}` },
    stdio: ["ignore", log, log],
  })
  const url = `http://localhost:${port}`
  await waitFor(async () => (await fetch(`${url}/health`)).ok, "the shop", child, logFile, 300_000)
  return { url, stop: stopper(child) }
}

/** Debian's redis-server on a free loopback port, without persistence; stopped by its PID. */
export async function startRedis(logDir: string) {
  const binary = process.env.REDIS_SERVER || "/usr/bin/redis-server"
  if (!fs.existsSync(binary)) {
    throw new Error(`redis-server is missing (${binary}): install Debian's redis-server (\`apt-get install redis-server\`) or set REDIS_SERVER`)
  }
  const port = await freePort()
  const logFile = path.join(logDir, `redis-${port}.log`)
  const log = fs.openSync(logFile, "a")
  const child = spawn(binary, ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], {
    stdio: ["ignore", log, log],
  })
  const ping = () =>
    new Promise<boolean>((resolve) => {
      const socket = net.connect(port, "127.0.0.1", () => socket.end("PING\r\n"))
      socket.on("data", (data) => resolve(data.toString().startsWith("+PONG")))
      socket.on("error", () => resolve(false))
    })
  await waitFor(ping, "redis-server", child, logFile, 10_000)
  return { url: `redis://127.0.0.1:${port}`, stop: stopper(child) }
}

export function tempDir(prefix: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix))
  fs.chmodSync(dir, 0o755)
  return dir
}
