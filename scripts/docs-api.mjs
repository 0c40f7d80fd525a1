#!/usr/bin/env node
// npm run docs:api: writes docs/api.md from the route table. It runs the spec that guards the file
// (backend/src/api/__tests__/api-docs.spec.ts) with API_DOCS_WRITE=1, so the file is written by the
// same code, under the same TypeScript transform, that later checks it; no database is needed.
import path from "node:path"
import { spawnSync } from "node:child_process"
import { fileURLToPath } from "node:url"
import { createRequire } from "node:module"

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")
const backendDir = path.join(root, "backend")
const require = createRequire(path.join(backendDir, "package.json"))
const jestBin = path.join(path.dirname(require.resolve("jest/package.json")), "bin", "jest.js")

const result = spawnSync(process.execPath, [jestBin, "--config", "jest.config.unit.js", "src/api/__tests__/api-docs.spec.ts"], {
  cwd: backendDir,
  env: { ...process.env, NODE_ENV: "test", API_DOCS_WRITE: "1", MEDUSA_DISABLE_TELEMETRY: "true" },
  stdio: "inherit",
})
if (result.status === 0) console.log(`Wrote ${path.relative(process.cwd(), path.join(root, "docs", "api.md")) || "docs/api.md"}`)
process.exit(result.status ?? 1)
