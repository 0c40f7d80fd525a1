// CPU time from Linux's /proc (ms, user + system; null elsewhere or when the process is gone), so a
// bench can say what each process spent per unit of work and how busy the machine was.
import fs from "node:fs"
import { processesWith, statFields } from "../../scripts/lib/proc-stat.mjs"

const TICK_MS = 1000 / 100 // USER_HZ

/** CPU time the process (all its threads) has used so far. */
export function processCpuMs(pid) {
  try {
    const fields = statFields(pid)
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS
  } catch {
    return null
  }
}

/**
 * CPU time of a process tree one level deep, as PostgreSQL's is: the process itself, its children
 * that have exited (cutime + cstime) and those still running.
 */
export function processTreeCpuMs(pid) {
  try {
    const own = statFields(pid)
    const ticks = Number(own[11]) + Number(own[12]) + Number(own[13]) + Number(own[14])
    const children = processesWith(1, pid).reduce((sum, child) => sum + (processCpuMs(child) ?? 0), 0)
    return ticks * TICK_MS + children
  } catch {
    return null
  }
}

/** CPU time this process has used so far. */
export function ownCpuMs() {
  const { user, system } = process.cpuUsage()
  return (user + system) / 1000
}

/** The machine's busy CPU time so far, all cores (/proc/stat: everything but idle and iowait). */
export function machineBusyMs() {
  try {
    const ticks = fs.readFileSync("/proc/stat", "utf8").split("\n")[0].trim().split(/\s+/).slice(1, 9).map(Number)
    return (ticks.reduce((a, b) => a + b, 0) - ticks[3] - ticks[4]) * TICK_MS
  } catch {
    return null
  }
}
