import { createHash } from "crypto"
import fs from "fs"
import os from "os"
import path from "path"
import { inlineScriptHashes } from "../inline-scripts"

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`

describe("inlineScriptHashes", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "inline-scripts-"))
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

  it("hashes each inline script exactly as written, and no script loaded from a file", () => {
    const file = path.join(dir, "index.html")
    const route = "document.documentElement.dataset.shell=(function(h){return h})(location.hash);"
    fs.writeFileSync(
      file,
      `<head><script>${route}</script><script src="/boot.js" async></script>` +
        `<script type="module" src="/assets/index.js"></script></head><body><script>\nwindow.é = 1\n</script></body>`
    )
    expect(inlineScriptHashes(file)).toEqual([sha256(route), sha256("\nwindow.é = 1\n")])
  })

  it("gives none while the storefront is not built", () => {
    expect(inlineScriptHashes(path.join(dir, "missing.html"))).toEqual([])
  })
})
