import fs from "node:fs"
import path from "node:path"

const SOURCES = ["src", "public", "index.html", "vite.config.ts", "package.json", "tsconfig.json", "tsconfig.app.json"]

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0
  const stat = fs.statSync(target)
  if (!stat.isDirectory()) return stat.mtimeMs
  return fs
    .readdirSync(target)
    .reduce((newest, entry) => Math.max(newest, newestMtime(path.join(target, entry))), stat.mtimeMs)
}

/** True when `builtIndex` is missing or older than any of the sources (paths relative to `dir`). */
export function buildIsStale(dir, builtIndex, sources) {
  if (!fs.existsSync(builtIndex)) return true
  const builtAt = fs.statSync(builtIndex).mtimeMs
  return sources.some((source) => newestMtime(path.join(dir, source)) > builtAt)
}

/** True when storefront/dist is missing or older than any of its sources. */
export function storefrontBuildIsStale(storefrontDir) {
  return buildIsStale(storefrontDir, path.join(storefrontDir, "dist", "index.html"), SOURCES)
}

/** True when Medusa Admin's build (served at /app) is missing or older than the admin extensions. */
export function adminBuildIsStale(backendDir) {
  return buildIsStale(backendDir, path.join(backendDir, "public", "admin", "index.html"), ["src/admin", "package.json"])
}
