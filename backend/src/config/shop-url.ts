/**
 * The shop's public address: SHOP_URL, else `http://localhost:${PORT || 9000}`. E-mails' links, stored
 * file URLs, OAuth callbacks and shared pages use it (never the request's Host). Read per call.
 */
export const shopUrl = (env: NodeJS.ProcessEnv = process.env): string => env.SHOP_URL || `http://localhost:${env.PORT || 9000}`
