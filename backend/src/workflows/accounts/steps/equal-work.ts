import crypto from "crypto"
import { passwordHashConfig } from "../../../config/auth"

/**
 * The work of checking a stored password (one scrypt derivation with the stored hashes' parameters, as
 * Medusa's emailpass verify does), spent when the e-mail has no password to check: a sign-in then takes
 * as long for an unknown e-mail as for a known one, so its timing does not tell which e-mails exist.
 */
export async function spendPasswordCheck(password: string) {
  const { logN, r, p } = passwordHashConfig()
  const salt = crypto.randomBytes(32)
  const key = await new Promise<Buffer>((resolve, reject) =>
    crypto.scrypt(password, salt, 64, { N: 2 ** logN, r, p, maxmem: 2 ** 31 - 1 }, (error, derived) =>
      error ? reject(error) : resolve(derived)
    )
  )
  crypto.createHmac("sha256", key.subarray(32)).update(salt).digest()
}
