import crypto from "crypto"
import { MedusaService } from "@medusajs/framework/utils"
import { Account } from "./models/account"
import { PasswordReset } from "./models/password-reset"
import { invalid } from "../../domain/errors"

export const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000
export const INVALID_RESET_TOKEN = "Your token has expired. Please attempt to reset your password again."

const hashToken = (token: string) => crypto.createHash("sha256").update(token).digest("hex")

class AccountModuleService extends MedusaService({ Account, PasswordReset }) {
  async retrieveAccountByCustomer(customerId: string) {
    const [account] = await this.listAccounts({ customer_id: customerId }, { take: 1 })
    return account ?? null
  }

  /** Creates a reset for the account and returns the raw token to e-mail (valid one hour). */
  async issuePasswordReset(accountId: string) {
    const token = crypto.randomBytes(32).toString("hex")
    await this.createPasswordResets({
      account_id: accountId,
      token_hash: hashToken(token),
      expires_at: new Date(Date.now() + PASSWORD_RESET_TTL_MS),
    })
    return token
  }

  /** Deletes a reset that was issued but not sent. */
  async withdrawPasswordReset(token: string) {
    await this.deletePasswordResets({ token_hash: hashToken(token) })
  }

  /**
   * Marks the token (and the account's other open resets) used; returns the account id and
   * the resets it closed. An unknown, used or expired token is refused.
   */
  async consumePasswordReset(token: string) {
    const [reset] = await this.listPasswordResets({ token_hash: hashToken(token) }, { take: 1 })
    if (!reset || reset.used_at || new Date(reset.expires_at).getTime() < Date.now()) {
      throw invalid(INVALID_RESET_TOKEN)
    }
    return { accountId: reset.account_id, closedIds: await this.closePasswordResets(reset.account_id) }
  }

  /** Marks every open reset of the account used (a password change ends them all); returns their ids. */
  async closePasswordResets(accountId: string) {
    const open = await this.listPasswordResets({ account_id: accountId, used_at: null })
    if (open.length) await this.updatePasswordResets(open.map((r) => ({ id: r.id, used_at: new Date() })))
    return open.map((r) => r.id)
  }

  /** Opens closed resets again (undoing consumePasswordReset). */
  async reopenPasswordResets(ids: string[]) {
    if (ids.length) await this.updatePasswordResets(ids.map((id) => ({ id, used_at: null })))
  }
}

export default AccountModuleService
