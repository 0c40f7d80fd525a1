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

/**
 * True when the build was made with other settings than the environment's: SHOP_TIME_ZONE is read
 * when the storefront is built (vite.config.ts writes what it used to dist/build-settings.json).
 */
function settingsChanged(storefrontDir, env) {
  try {
    const built = JSON.parse(fs.readFileSync(path.join(storefrontDir, "dist", "build-settings.json"), "utf8"))
    return built.SHOP_TIME_ZONE !== (env.SHOP_TIME_ZONE ?? "")
  } catch {
    return true
  }
}

/** True when storefront/dist is missing, older than any of its sources, or built with another SHOP_TIME_ZONE. */
export function storefrontBuildIsStale(storefrontDir, env = process.env) {
  return buildIsStale(storefrontDir, path.join(storefrontDir, "dist", "index.html"), SOURCES) || settingsChanged(storefrontDir, env)
}

/** True when Medusa Admin's build (served at /app) is missing or older than the admin extensions. */
export function adminBuildIsStale(backendDir) {
  return buildIsStale(backendDir, path.join(backendDir, "public", "admin", "index.html"), ["src/admin", "package.json"])
}
