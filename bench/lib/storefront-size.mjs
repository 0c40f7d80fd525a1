import fs from "node:fs"
import path from "node:path"
import zlib from "node:zlib"
import { run } from "./procs.mjs"

/**
 * Builds the storefront and sums the gzip size (zlib, default level 6) of the JS the
 * browser loads first: every <script src> and <link rel="modulepreload"> of dist/index.html,
 * and its inline scripts.
 */
export async function storefrontInitialJs(root) {
  await run("npm", ["run", "build", "-w", "storefront"], { cwd: root, stdio: ["ignore", "ignore", "inherit"] })
  const dist = path.join(root, "storefront", "dist")
  const html = fs.readFileSync(path.join(dist, "index.html"), "utf8")
  const refs = new Set()
  for (const tag of html.match(/<(script|link)\b[^>]*>/g) ?? []) {
    const src = /\b(?:src|href)="([^"]+)"/.exec(tag)?.[1]
    const isJs = tag.startsWith("<script") || /rel="modulepreload"/.test(tag)
    if (src && isJs && !/^https?:/.test(src)) refs.add(src)
  }
  const files = [...refs].map((ref) => {
    const content = fs.readFileSync(path.join(dist, ref.replace(/^\//, "")))
    return { file: ref, bytes: content.length, gzipBytes: zlib.gzipSync(content).length }
  })
  const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, source]) => Buffer.from(source))
  if (inline.length) {
    const content = Buffer.concat(inline)
    files.push({ file: "index.html (inline scripts)", bytes: content.length, gzipBytes: zlib.gzipSync(content).length })
  }
  const gzipBytes = files.reduce((sum, f) => sum + f.gzipBytes, 0)
  return { files, gzipBytes, gzipKiB: Math.round((gzipBytes / 1024) * 10) / 10 }
}
