/** What the HTTP gate in front of Medusa (src/server/server-gate.ts) takes from the environment. */
export type GateSettings = {
  /** SHOP_STORE_API=on opens Medusa's `/store` routes (the bench's baseline); closed otherwise. */
  storeApiOpen: boolean
  /** SHOP_URL is https: HSTS and upgrade-insecure-requests. */
  https: boolean
  /** SHOP_REQUEST_LOG: the file the request log writes to (none: no log). */
  requestLog: string | undefined
}

export function gateSettings(env: NodeJS.ProcessEnv = process.env): GateSettings {
  return {
    storeApiOpen: env.SHOP_STORE_API === "on",
    https: (env.SHOP_URL ?? "").startsWith("https://"),
    requestLog: env.SHOP_REQUEST_LOG,
  }
}
