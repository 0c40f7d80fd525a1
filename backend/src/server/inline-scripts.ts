import { createHash } from "crypto"
import fs from "fs"

/**
 * The Content-Security-Policy sources ('sha256-…') of the inline scripts in a built page, so
 * the page's own inline scripts run and no injected one does. A page not built yet has none.
 */
export function inlineScriptHashes(htmlFile: string): string[] {
  let html: string
  try {
    html = fs.readFileSync(htmlFile, "utf8")
  } catch {
    return []
  }
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, source]) => `'sha256-${createHash("sha256").update(source, "utf8").digest("base64")}'`
  )
}
