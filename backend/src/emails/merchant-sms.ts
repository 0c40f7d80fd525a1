import { SHOP_NAME } from "./layout"
import { merchantSignupUrl } from "./merchant-templates"
import { fitSms } from "./sms-text"

/**
 * The invitation of a merchant who applied with a phone number only (issue item 20): the same
 * single-use sign-up link as the e-mail's (7 days), with no e-mail in it (they type their own).
 */
export const merchantInvitationSms = (merchant: { brand_name: string }, token: string) =>
  fitSms(
    (brand) => `${SHOP_NAME}: your request to sell ${brand} was approved. Create your merchant account (link works once, 7 days): ${merchantSignupUrl(token, "")}`,
    merchant.brand_name
  )
