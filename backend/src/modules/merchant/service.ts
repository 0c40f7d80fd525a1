import crypto from "crypto"
import { MedusaService } from "@medusajs/framework/utils"
import { Merchant } from "./models/merchant"
import { MerchantInvitation } from "./models/merchant-invitation"
import { invalid } from "../../domain/errors"

export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000
export const INVALID_INVITATION = "Your sign-up link is invalid or has expired. Please contact us for a new one."

export const hashInvitationToken = (token: string) => crypto.createHash("sha256").update(token).digest("hex")

class MerchantModuleService extends MedusaService({ Merchant, MerchantInvitation }) {
  /** Stores a new invitation for the merchant and returns the raw token to e-mail or text (valid 7 days); `email` "" when sent by SMS. */
  async issueInvitation(merchantId: string, email: string) {
    const token = crypto.randomBytes(32).toString("hex")
    const invitation = await this.createMerchantInvitations({
      merchant_id: merchantId,
      email,
      token_hash: hashInvitationToken(token),
      expires_at: new Date(Date.now() + INVITATION_TTL_MS),
    })
    return { token, invitationId: invitation.id }
  }

  /** The open invitation for a token and e-mail; unknown, used, expired or another e-mail → 400. */
  async findOpenInvitation(token: string, email: string) {
    const [invitation] = await this.listMerchantInvitations({ token_hash: hashInvitationToken(token) }, { take: 1 })
    const usable =
      invitation &&
      !invitation.used_at &&
      new Date(invitation.expires_at).getTime() > Date.now() &&
      // "" : sent by SMS to a phone-only applicant, open to the e-mail they sign up with.
      (invitation.email === "" || invitation.email.toLowerCase() === email.toLowerCase())
    if (!usable) {
      throw invalid(INVALID_INVITATION)
    }
    const [merchant] = await this.listMerchants({ id: invitation.merchant_id }, { take: 1 })
    if (!merchant || merchant.status !== "Approved") {
      throw invalid(INVALID_INVITATION)
    }
    return { invitation, merchant }
  }
}

export default MerchantModuleService
