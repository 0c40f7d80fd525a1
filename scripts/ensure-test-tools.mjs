#!/usr/bin/env node
// The machine programs the tests need besides node_modules: Debian's Chromium (the e2e browser),
// redis-server (the chat tests) and nginx-light (the balancer of the several-process shop, issue 38); with --bench-pages, the one `npm run bench:pages` needs
// instead: Debian's Chromium headless shell (Lighthouse's browser). Found where they are looked
// for (CHROMIUM_PATH, REDIS_SERVER, NGINX_PATH, LIGHTHOUSE_CHROMIUM_PATH, else Debian's paths). When one is
// missing: as root, apt-get installs it; otherwise, or with --check, this stops at once with the
// one command to run.
import { spawnSync } from "node:child_process"
import { isExecutable } from "./lib/executable.mjs"

const TEST_TOOLS = [
  { name: "Chromium", env: "CHROMIUM_PATH", path: "/usr/bin/chromium", packages: ["chromium", "fonts-dejavu-core"] },
  { name: "redis-server", env: "REDIS_SERVER", path: "/usr/bin/redis-server", packages: ["redis-server"] },
  { name: "nginx", env: "NGINX_PATH", path: "/usr/sbin/nginx", packages: ["nginx-light"] },
]
const BENCH_PAGES_TOOLS = [
  {
    name: "Chromium's headless shell",
    env: "LIGHTHOUSE_CHROMIUM_PATH",
    path: "/usr/bin/chromium-headless-shell",
    packages: ["chromium-headless-shell", "fonts-dejavu-core"],
  },
]

const checkOnly = process.argv.includes("--check")
const forBenchPages = process.argv.includes("--bench-pages")
const TOOLS = forBenchPages ? BENCH_PAGES_TOOLS : TEST_TOOLS
const purpose = forBenchPages ? "npm run bench:pages" : "the tests"

const locate = (tool) => process.env[tool.env] || tool.path
const missingTools = () => TOOLS.filter((tool) => !isExecutable(locate(tool)))

const describe = (tool) =>
  process.env[tool.env] ? `${tool.name} (${tool.env}=${process.env[tool.env]} is not an executable)` : `${tool.name} (${tool.path})`

const installCommand = (packages) =>
  `sudo apt-get update && sudo apt-get install -y ${packages.join(" ")}`

const stop = (lines) => {
  console.error(lines.join("\n"))
  process.exit(1)
}

const missing = missingTools()
if (missing.length === 0) process.exit(0)

const packages = missing.flatMap((tool) => tool.packages)
const named = missing.map(describe).join(", ")
// A path set by hand is the caller's to fix: installing packages would not make it exist.
const setByHand = missing.filter((tool) => process.env[tool.env])
if (setByHand.length > 0) {
  stop([`Missing for ${purpose}: ${named}.`, `Point ${setByHand.map((tool) => tool.env).join(" and ")} at the program, or unset it to use Debian's.`])
}

const isRoot = process.getuid?.() === 0
const hasApt = isExecutable("/usr/bin/apt-get")
if (checkOnly || !isRoot || !hasApt) {
  stop([`Missing for ${purpose}: ${named}.`, "Run:", `  ${installCommand(packages)}`])
}

console.log(`Installing ${packages.join(", ")} for ${purpose} (missing: ${named})`)
const apt = (args) => {
  const result = spawnSync("apt-get", args, {
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    encoding: "utf8",
  })
  if (result.status !== 0) {
    stop([`apt-get ${args.join(" ")} failed:`, result.stdout ?? "", result.stderr ?? "", "Run:", `  ${installCommand(packages)}`])
  }
}
apt(["update", "-qq"])
apt(["install", "-y", "-qq", ...packages])

const stillMissing = missingTools()
if (stillMissing.length > 0) stop([`Still missing after apt-get install: ${stillMissing.map(describe).join(", ")}.`])
