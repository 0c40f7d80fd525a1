// The several-server shop (`npm start -- --servers N`, issue 38): N Medusa processes in `server`
// mode on their own loopback ports, one in `worker` mode (jobs, subscribers), Debian's nginx in
// front of them on PORT, and Debian's redis-server (unless REDIS_URL is set) joining them.
import fs from "node:fs"
import path from "node:path"
import { spawn } from "node:child_process"
import { isExecutable } from "./executable.mjs"
import { freePort } from "./free-port.mjs"
import { nginxConfig } from "./nginx-config.mjs"
import { startRedisServer, waitForPort } from "./redis-server.mjs"

const INSTALL = "sudo apt-get update && sudo apt-get install -y nginx-light redis-server"
const RESTART_DELAY_MS = 1_000
const STOP_GRACE_MS = 10_000
// A server's /health waits up to 1 s for PostgreSQL and Redis.
const HEALTH_TIMEOUT_MS = 2_500

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))
const exited = (child) => child.exitCode !== null || child.signalCode !== null

/** How many servers were asked for: `--servers N` or SHOP_SERVERS; 0 for the single process. */
export function requestedServers(argv = process.argv, env = process.env) {
  const at = argv.indexOf("--servers")
  const given = at >= 0 ? argv[at + 1] : argv.find((a) => a.startsWith("--servers="))?.slice(10) ?? env.SHOP_SERVERS
  if (given === undefined || given === "") return 0
  const count = Number(given)
  if (!Number.isInteger(count) || count < 1 || count > 32) throw new Error(`--servers wants a whole number from 1 to 32, not "${given}".`)
  return count
}

/** The programs the topology needs; throws one line with the command that installs the missing ones. */
export function clusterPrograms(env = process.env) {
  const nginx = env.NGINX_PATH || "/usr/sbin/nginx"
  const redis = env.REDIS_SERVER || "/usr/bin/redis-server"
  const missing = [!isExecutable(nginx) && nginx, !env.REDIS_URL && !isExecutable(redis) && redis].filter(Boolean)
  if (missing.length) throw new Error(`Missing ${missing.join(" and ")}; install with: ${INSTALL}`)
  return { nginx, redis }
}

/** Starts redis-server in the data folder unless REDIS_URL is set; returns { url, stop }. */
export async function startSharedRedis(env, dataDir, programs) {
  if (env.REDIS_URL) return { url: env.REDIS_URL, stop: async () => {} }
  const redis = await startRedisServer({ dir: path.join(dataDir, "redis"), program: programs.redis })
  console.log(`Started redis-server on ${redis.url} (files in ${path.join(dataDir, "redis")})`)
  return redis
}

/** One supervised Medusa process: restarted a second after it dies, until the cluster stops. */
function medusaProcess({ name, mode, port, env, medusaBin, backendDir, isStopping, out }) {
  const self = { name, mode, port, child: null, restarts: 0 }
  const launch = () => {
    const child = spawn(process.execPath, [medusaBin, "start"], {
      cwd: backendDir,
      env: { ...env, PORT: String(port), HOST: "127.0.0.1", MEDUSA_WORKER_MODE: mode, SHOP_PROCESS_NAME: name },
      stdio: ["ignore", "pipe", "pipe"],
    })
    out(child.stdout, `[${name}] `)
    out(child.stderr, `[${name}] `)
    child.on("exit", (code, signal) => {
      if (isStopping()) return
      console.error(`[${name}] stopped (${signal ?? `exit code ${code}`}); starting it again in ${RESTART_DELAY_MS / 1000} s`)
      self.restarts++
      setTimeout(() => !isStopping() && launch(), RESTART_DELAY_MS)
    })
    self.child = child
  }
  launch()
  return self
}

/**
 * A process's own /health: `up` when it answers 200 (it reaches PostgreSQL, and Redis when
 * configured); `answered` false when nothing listens (refused: a dead or starting process, which
 * nginx itself skips), `hung` when it accepted the connection but gave no answer in time.
 */
async function probe(port) {
  try {
    const res = await fetch(`http://127.0.0.1:${port}/health`, { signal: AbortSignal.timeout(HEALTH_TIMEOUT_MS) })
    const body = await res.json().catch(() => ({}))
    return { up: res.ok, ...(!res.ok && { reason: { database: body.database, redis: body.redis } }) }
  } catch (error) {
    const refused = error?.cause?.code === "ECONNREFUSED"
    return { up: false, reason: refused ? "not listening" : "no answer" }
  }
}

async function isUp(port) {
  return (await probe(port)).up
}

/** Ends a child by its process id: SIGTERM, then SIGKILL after `graceMs`. */
async function end(child, graceMs = STOP_GRACE_MS, signal = "SIGTERM") {
  if (!child || exited(child)) return
  const gone = new Promise((resolve) => child.once("exit", resolve))
  child.kill(signal)
  const timer = setTimeout(() => child.kill("SIGKILL"), graceMs)
  await gone
  clearTimeout(timer)
}

/**
 * Starts the servers, the worker and nginx (migrations and the seed have run). `env` holds
 * DATABASE_URL, REDIS_URL and the shop's settings; returns { servers, worker, nginxPid, stop() }.
 */
export async function startCluster({ count, env, port, dataDir, storefrontDist, medusaBin, backendDir, programs, out }) {
  let stopping = false
  const isStopping = () => stopping
  const runDir = path.join(dataDir, "nginx")
  const statusDir = path.join(runDir, "status")
  for (const dir of ["client-body", "proxy", "fastcgi", "uwsgi", "scgi", "status"]) fs.mkdirSync(path.join(runDir, dir), { recursive: true })
  const asRoot = process.getuid?.() === 0
  if (asRoot) {
    // nginx's workers drop to nobody: they write proxy buffers to these folders.
    for (const dir of ["client-body", "proxy", "fastcgi", "uwsgi", "scgi"]) fs.chownSync(path.join(runDir, dir), 65534, 65534)
  }
  fs.rmSync(path.join(statusDir, "health.json"), { force: true })

  const serverPorts = []
  for (let i = 0; i < count; i++) serverPorts.push(await freePort())
  const workerPort = await freePort()
  const common = { env, medusaBin, backendDir, isStopping, out }
  const servers = serverPorts.map((p, i) => medusaProcess({ ...common, name: `server-${i + 1}`, mode: "server", port: p }))
  const worker = medusaProcess({ ...common, name: "worker", mode: "worker", port: workerPort })
  const all = [...servers, worker]

  const confFile = path.join(runDir, "nginx.conf")
  let pinnedDown = [] // servers taken out on purpose (the bench's 1-server rounds)
  const writeConfig = (downPorts = []) =>
    fs.writeFileSync(
      confFile,
      nginxConfig({ port, serverPorts, storefrontDist, statusDir, runDir, user: asRoot ? "nobody nogroup" : undefined, downPorts: [...new Set([...downPorts, ...pinnedDown])] })
    )
  writeConfig()
  const downFile = path.join(statusDir, "health-down.json")
  fs.writeFileSync(downFile, JSON.stringify({ status: "starting", processes: [] }) + "\n")
  const errorLog = path.join(runDir, "error.log")
  const nginx = spawn(programs.nginx, ["-e", errorLog, "-p", runDir, "-c", confFile], { stdio: ["ignore", "inherit", "inherit"] })
  nginx.on("exit", (code, signal) => {
    if (!stopping) console.error(`nginx stopped (${signal ?? `exit code ${code}`}); see ${errorLog}`)
  })

  // /health at nginx: each process's own /health (it answers, and reaches PostgreSQL and Redis),
  // written every second. A server that is running but unhealthy (503, or no answer: a lost
  // database, a hung process) while another server is healthy is marked `down` in nginx's
  // config and nginx reloaded, so no request waits on it; marked up again once it is healthy.
  // A server that refuses connections (dead, restarting) needs no mark: nginx moves on by itself.
  let downPorts = []
  const failedChecks = new Map() // port → consecutive unhealthy answers: two before a server is marked down
  const writeStatus = async () => {
    const states = await Promise.all(all.map(async (p) => ({ name: p.name, port: p.port, pid: p.child?.pid, ...(await probe(p.port)), restarts: p.restarts })))
    const serverStates = states.slice(0, servers.length)
    const upServers = serverStates.filter((s) => s.up).length
    for (const s of serverStates) failedChecks.set(s.port, !s.up && s.reason !== "not listening" ? (failedChecks.get(s.port) ?? 0) + 1 : 0)
    const unhealthy = serverStates.filter((s) => failedChecks.get(s.port) >= 2 || (downPorts.includes(s.port) && !s.up)).map((s) => s.port)
    const wantDown = upServers ? unhealthy : []
    if (wantDown.join() !== downPorts.join() && !exited(nginx)) {
      downPorts = wantDown
      writeConfig(downPorts)
      nginx.kill("SIGHUP")
      console.error(downPorts.length ? `nginx: sending nothing to unhealthy server(s) on port ${downPorts.join(", ")}` : "nginx: every server healthy again")
    }
    const status = upServers === servers.length && states.at(-1).up ? "ok" : upServers ? "degraded" : "down"
    const body = { status, checkedAt: new Date().toISOString(), processes: states.map((s) => ({ ...s, routed: !downPorts.includes(s.port) })) }
    const file = path.join(statusDir, "health.json")
    if (!upServers) {
      fs.writeFileSync(`${downFile}.tmp`, JSON.stringify(body) + "\n")
      fs.renameSync(`${downFile}.tmp`, downFile)
      return fs.rmSync(file, { force: true })
    }
    fs.writeFileSync(`${file}.tmp`, JSON.stringify(body) + "\n")
    fs.renameSync(`${file}.tmp`, file)
  }
  let statusTimer = null
  const watch = async () => {
    if (stopping) return
    await writeStatus().catch((error) => console.error(`health status: ${error.message}`))
    if (!stopping) statusTimer = setTimeout(watch, 1_000)
  }

  // Whatever ends the launcher, none of its processes outlives it.
  const killLeftovers = () => [nginx, ...all.map((p) => p.child)].forEach((child) => child && !exited(child) && child.kill("SIGKILL"))
  process.once("exit", killLeftovers)

  const stop = async () => {
    stopping = true
    clearTimeout(statusTimer)
    await end(nginx, 5_000, "SIGQUIT")
    await Promise.all(all.map((p) => end(p.child)))
    fs.rmSync(path.join(statusDir, "health.json"), { force: true })
  }

  try {
    await waitForPort(port, 10_000, nginx)
  } catch {
    await stop()
    throw new Error(`nginx did not start; see ${errorLog}`)
  }
  const deadline = Date.now() + 300_000 // a cold start of N + 1 processes on a busy 2-core machine takes minutes
  while (!(await Promise.all(all.map((p) => isUp(p.port)))).every(Boolean)) {
    if (Date.now() > deadline) {
      await stop()
      throw new Error("The Medusa processes did not all answer /health within 5 minutes.")
    }
    await sleep(300)
  }
  await watch()
  /** Sends nothing to the servers on `ports` (none: every healthy server again); resolves once nginx has reloaded. */
  const pinDown = async (ports = []) => {
    pinnedDown = ports
    writeConfig(downPorts)
    nginx.kill("SIGHUP")
    await sleep(1_000)
  }
  return { servers, worker, nginx, runDir, stop, pinDown }
}
