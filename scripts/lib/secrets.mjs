import crypto from "node:crypto"
import fs from "node:fs"
import path from "node:path"

/**
 * Secrets for a local shop, generated once per data folder and kept in it, so tokens and
 * the admin password survive restarts while no two data folders share them.
 */
export function loadOrCreateSecrets(dataDir) {
  const file = path.join(dataDir, "secrets.json")
  if (fs.existsSync(file)) {
    const stored = JSON.parse(fs.readFileSync(file, "utf8"))
    // Data folders made before the seeded merchant existed get its password added once.
    if (!stored.merchantPassword) {
      stored.merchantPassword = crypto.randomBytes(9).toString("base64url")
      fs.writeFileSync(file, JSON.stringify(stored, null, 2), { mode: 0o600 })
    }
    return stored
  }
  const secrets = {
    jwtSecret: crypto.randomBytes(32).toString("hex"),
    cookieSecret: crypto.randomBytes(32).toString("hex"),
    adminPassword: crypto.randomBytes(9).toString("base64url"),
    merchantPassword: crypto.randomBytes(9).toString("base64url"),
  }
  fs.mkdirSync(dataDir, { recursive: true })
  fs.writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 })
  return secrets
}
