// Processes as Linux's /proc shows them: one reader of /proc/<pid>/stat for the bench's CPU figures
// and the tests' process checks.
import fs from "node:fs"

/**
 * The fields of /proc/<pid>/stat after the command name (which may hold spaces): [1] ppid,
 * [2] process group, [11] utime, [12] stime, [13] cutime, [14] cstime. Throws when the process is gone.
 */
export const statFields = (pid) => fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ")

/** The running processes whose stat field `index` is `value` (1: children of a pid, 2: members of a group). */
export function processesWith(index, value) {
  return fs
    .readdirSync("/proc")
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        return statFields(pid)[index] === String(value)
      } catch {
        return false // gone meanwhile
      }
    })
    .map(Number)
}
