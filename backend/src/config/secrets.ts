import { randomBytes } from "crypto"

/**
 * Secrets always come from the environment in production. Elsewhere (tests, a bare
 * `medusa develop`) a missing secret becomes a random one for this process only, so
 * no well-known default can ever sign a token. `npm start` passes the secrets it
 * keeps in the data folder.
 */
export function requireSecret(name: "JWT_SECRET" | "COOKIE_SECRET"): string {
  const value = process.env[name]
  if (value) {
    return value
  }
  if (process.env.NODE_ENV === "production") {
    throw new Error(`${name} must be set in production`)
  }
  const generated = randomBytes(32).toString("hex")
  process.env[name] = generated
  return generated
}
