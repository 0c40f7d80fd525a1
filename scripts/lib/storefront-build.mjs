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

/** True when storefront/dist is missing or older than any of its sources. */
export function storefrontBuildIsStale(storefrontDir) {
  const builtIndex = path.join(storefrontDir, "dist", "index.html")
  if (!fs.existsSync(builtIndex)) return true
  const builtAt = fs.statSync(builtIndex).mtimeMs
  return SOURCES.some((source) => newestMtime(path.join(storefrontDir, source)) > builtAt)
}
