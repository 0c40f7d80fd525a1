import { spawn, type ChildProcess } from "node:child_process"
import fs from "node:fs"
import net from "node:net"
import os from "node:os"
import path from "node:path"

const ROOT = path.resolve(__dirname, "..", "..")

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.on("error", reject)
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })
}

export type RunningShop = {
  url: string
  adminEmail: string
  adminPassword: string
  /** The seeded merchant's e-mail and password (printed by `npm start` like the admin's). */
  merchantEmail: string
  merchantPassword: string
  /** The shop's data folder (its `outbox/` holds the e-mails it sent). */
  dataDir: string
  /** The Daraja simulator the shop pays through (its control API scripts each phone's outcome). */
  darajaUrl: string
  stop: () => Promise<void>
}

/**
 * Starts the real shop the way a person does (`npm start`), on a fresh data folder and
 * a free port, and resolves once it prints that it is running.
 */
export async function startShop(): Promise<RunningShop> {
  const port = await freePort()
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-e2e-"))
  fs.chmodSync(dataDir, 0o755)
  const logFile = path.join(dataDir, "shop.log")
  const log = fs.createWriteStream(logFile)
  const child: ChildProcess = spawn(process.execPath, [path.join(ROOT, "scripts", "start.mjs")], {
    cwd: ROOT,
    // M-Pesa (payments and payouts) against the local Daraja simulator, as `npm run dev` offers it; a
    // seller's earnings become payable at once (no 7-day hold), checked every 2 s, so a journey can pay out.
    env: {
      ...process.env,
      PORT: String(port),
      SHOP_DATA_DIR: dataDir,
      DATABASE_URL: "",
      MPESA_SIMULATOR: "on",
      PAYOUT_HOLD_DAYS: "0",
      LEDGER_RECONCILE_INTERVAL_MS: "2000",
    },
    stdio: ["ignore", "pipe", "pipe"],
  })
  child.stderr!.pipe(log)

  const output = await new Promise<string>((resolve, reject) => {
    let seen = ""
    const timer = setTimeout(() => reject(new Error(`The shop did not start in time; see ${logFile}`)), 600_000)
    const onData = (chunk: Buffer) => {
      log.write(chunk)
      seen += chunk.toString()
      if (seen.includes("Press Ctrl-C to stop.")) {
        clearTimeout(timer)
        // From here on the pipe below writes the console to the log (once).
        child.stdout!.off("data", onData)
        resolve(seen)
      }
    }
    child.stdout!.on("data", onData)
    child.on("exit", (code) => {
      clearTimeout(timer)
      reject(new Error(`The shop exited early (code ${code}); see ${logFile}`))
    })
  })
  child.stdout!.pipe(log)

  const pick = (label: string) => output.match(new RegExp(`${label}:\\s+(\\S+)`))?.[1] ?? ""
  return {
    url: `http://localhost:${port}`,
    adminEmail: pick("Admin e-mail"),
    adminPassword: pick("Admin password"),
    merchantEmail: pick("Merchant e-mail"),
    merchantPassword: pick("Merchant password"),
    dataDir,
    darajaUrl: output.match(/the local Daraja simulator at (\S+)/)?.[1] ?? "",
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve))
        child.kill("SIGTERM")
        await exited
      }
      fs.rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
