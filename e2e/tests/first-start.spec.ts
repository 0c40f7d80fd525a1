import fs from "node:fs"
import path from "node:path"
import { test, expect } from "../support/fixtures"

/** What `npm start` printed (the shop this run started writes its console to shop.log in its data folder). */
const consoleFile = () => path.join(process.env.SHOP_DATA_DIR ?? "", "shop.log")
const requestLog = () => path.join(process.env.SHOP_DATA_DIR ?? "", "logs", "requests.log")

/** A newcomer's first minute: `npm start`'s console stays readable. */
test.describe("npm start's console", () => {

  test("ends its start-up with the banner and writes each request as a JSON line to the data folder, not the console", async ({ request }) => {
    await test.step("the banner comes after the server's start-up lines, with the sign-ins and the request log", async () => {
      // Needs the shop this run started (with SHOP_URL set to another shop, its console is not here).
      expect(fs.existsSync(consoleFile()), `no console log at ${consoleFile()}`).toBe(true)
      const printed = fs.readFileSync(consoleFile(), "utf8")
      const banner = printed.indexOf("The shop is running at")
      expect(banner).toBeGreaterThan(printed.indexOf("Server is ready on port"))
      expect(printed.slice(banner)).toMatch(
        /The shop is running at http:\/\/\S+\n(.*\n)*\s+Admin e-mail:\s+\S+\n\s+Admin password:\s+\S+\n\s+Merchant e-mail:\s+\S+\n\s+Merchant password:\s+\S+\n\s+Request log:\s+\S+requests\.log\n\s+M-Pesa:\s+the local Daraja simulator at http:\/\/127\.0\.0\.1:\d+ .*\n\s+Press Ctrl-C to stop\./
      )
    })

    const probe = `/api/product/list?limit=1&name=first-start-${Date.now()}`
    await test.step("a request lands in the request log as one JSON line", async () => {
      expect((await request.get(probe)).status()).toBe(200)
      expect((await request.get("/favicon.svg")).status()).toBe(200)
      await expect
        .poll(() =>
          fs
            .readFileSync(requestLog(), "utf8")
            .split("\n")
            .filter(Boolean)
            .map((line) => JSON.parse(line) as { method: string; path: string; status: number })
            .filter((line) => line.path === probe || line.path === "/favicon.svg")
            .map(({ method, path, status }) => ({ method, path, status }))
            .slice(-2)
        )
        .toEqual([
          { method: "GET", path: probe, status: 200 },
          { method: "GET", path: "/favicon.svg", status: 200 },
        ])
    })

    await test.step("and never on the console", async () => {
      const printed = fs.readFileSync(consoleFile(), "utf8")
      expect(printed).not.toContain(probe)
      expect(printed).not.toContain('"level":"http"')
    })
  })
})
