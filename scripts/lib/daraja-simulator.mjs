import path from "node:path"
import { spawn } from "node:child_process"

/**
 * Whether the shop should pay through the local Daraja simulator: `MPESA_SIMULATOR=on`, or
 * `npm run dev` unless it is `off` or real Daraja credentials are given.
 */
export function wantsDarajaSimulator(env, devMode) {
  if (env.MPESA_SIMULATOR === "on") return true
  if (env.MPESA_SIMULATOR === "off") return false
  return devMode && !env.MPESA_CONSUMER_KEY
}

/**
 * Starts scripts/daraja-simulator.mjs (STK and B2C) on a free loopback port (wall clock: a payment succeeds by
 * itself after a few seconds, as a shopper entering the PIN would) and returns the MPESA_* settings
 * that point the shop at it; the STK callback's and the B2C results' secrets are the data folder's
 * (stable across restarts, so a prompt answered after a restart still reaches the shop). The simulator
 * ends with this launcher.
 */
export async function startDarajaSimulator(root, shopUrl, { callbackSecret, b2cResultSecret }) {
  const child = spawn(process.execPath, [path.join(root, "scripts", "daraja-simulator.mjs"), "--port", "0", "--json", "--exit-with-stdin"], {
    stdio: ["pipe", "pipe", "inherit"],
  })
  const info = await new Promise((resolve, reject) => {
    let buffered = ""
    child.stdout.on("data", (chunk) => {
      buffered += chunk
      const line = buffered.split("\n")[0]
      if (buffered.includes("\n")) resolve(JSON.parse(line))
    })
    child.once("exit", (code) => reject(new Error(`The Daraja simulator stopped (exit code ${code}).`)))
  })
  return {
    child,
    url: info.url,
    env: {
      MPESA_BASE_URL: info.url,
      MPESA_CONSUMER_KEY: info.consumerKey,
      MPESA_CONSUMER_SECRET: info.consumerSecret,
      MPESA_SHORTCODE: info.shortcode,
      MPESA_PASSKEY: info.passkey,
      MPESA_TRANSACTION_TYPE: "CustomerPayBillOnline",
      MPESA_CALLBACK_BASE_URL: shopUrl,
      MPESA_CALLBACK_SECRET: callbackSecret,
      MPESA_B2C_RESULT_SECRET: b2cResultSecret,
      // Sellers' payouts by B2C, against the simulator's B2C account.
      MPESA_B2C_SHORTCODE: info.b2cShortcode,
      MPESA_B2C_INITIATOR: info.initiator,
      MPESA_B2C_SECURITY_CREDENTIAL: info.securityCredential,
    },
  }
}
