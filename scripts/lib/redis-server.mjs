import fs from "node:fs"
import net from "node:net"
import path from "node:path"
import { spawn } from "node:child_process"
import { freePort } from "./free-port.mjs"

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/** Resolves once something accepts TCP connections on 127.0.0.1:port (or rejects after timeoutMs). */
export async function waitForPort(port, timeoutMs = 10_000, child = null) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child && (child.exitCode !== null || child.signalCode !== null)) break
    const open = await new Promise((resolve) => {
      const socket = net.connect(port, "127.0.0.1", () => socket.end(() => resolve(true)))
      socket.on("error", () => resolve(false))
    })
    if (open) return
    await sleep(100)
  }
  throw new Error(`nothing answered on 127.0.0.1:${port}`)
}

/**
 * Starts Debian's redis-server (REDIS_SERVER, else /usr/bin/redis-server) on a free loopback port,
 * its files and log in `dir`, with an append-only file (as docker-compose.yml's Redis), so sessions,
 * rate-limit counters and queued events survive a restart. Started again on the same port a second
 * after it dies (Medusa's clients reconnect). Returns its URL and a `stop()` that ends it by its
 * process id.
 */
export async function startRedisServer({ dir, program = process.env.REDIS_SERVER || "/usr/bin/redis-server" }) {
  fs.mkdirSync(dir, { recursive: true })
  const port = await freePort()
  let stopping = false
  let child = null
  const launch = () => {
    const log = fs.openSync(path.join(dir, "redis.log"), "a")
    child = spawn(
      program,
      ["--port", String(port), "--bind", "127.0.0.1", "--protected-mode", "yes", "--dir", dir, "--save", "", "--appendonly", "yes", "--appendfsync", "everysec", "--daemonize", "no"],
      { stdio: ["ignore", log, log] }
    )
    fs.closeSync(log)
    child.on("exit", (code, signal) => {
      if (stopping) return
      console.error(`redis-server stopped (${signal ?? `exit code ${code}`}); starting it again in 1 s`)
      setTimeout(() => !stopping && launch(), 1_000)
    })
    return child
  }
  const first = launch()
  process.once("exit", () => child.exitCode === null && child.signalCode === null && child.kill("SIGKILL"))
  await new Promise((resolve, reject) => {
    first.once("error", reject)
    waitForPort(port, 10_000, first).then(resolve, () =>
      reject(new Error(`redis-server did not start; see ${path.join(dir, "redis.log")}`))
    )
  })
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    get pid() {
      return child.pid
    },
    async stop() {
      stopping = true
      if (child.exitCode !== null || child.signalCode !== null) return
      const exited = new Promise((resolve) => child.once("exit", resolve))
      child.kill("SIGTERM")
      const timer = setTimeout(() => child.kill("SIGKILL"), 5_000)
      await exited
      clearTimeout(timer)
    },
  }
}
