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
    return JSON.parse(fs.readFileSync(file, "utf8"))
  }
  const secrets = {
    jwtSecret: crypto.randomBytes(32).toString("hex"),
    cookieSecret: crypto.randomBytes(32).toString("hex"),
    adminPassword: crypto.randomBytes(9).toString("base64url"),
  }
  fs.mkdirSync(dataDir, { recursive: true })
  fs.writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 })
  return secrets
}
