import { accessSync, constants } from "node:fs"

/** Whether `file` exists and this process may execute it. */
export function isExecutable(file) {
  try {
    accessSync(file, constants.X_OK)
    return true
  } catch {
    return false
  }
}
