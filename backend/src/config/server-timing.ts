/** SHOP_SERVER_TIMING=on (the bench sets it): requests send their steps' times as a `Server-Timing` header. Read per request. */
export const serverTimingOn = (env: NodeJS.ProcessEnv = process.env) => env.SHOP_SERVER_TIMING === "on"
