import { Email, emailLayout, SHOP_NAME, shopUrl } from "./layout"

type Merchant = { name: string; brand_name: string; phone_number: string; email: string | null; business: string }

export const merchantAppliedEmail = (merchant: Merchant): Email =>
  emailLayout("We received your request to sell", [
    `Hi ${merchant.name},`,
    `Thank you for applying to sell ${merchant.brand_name} on ${SHOP_NAME}. We received your request and will reach you on ${merchant.phone_number} once it is reviewed.`,
  ])

export const merchantApplicationForAdminsEmail = (merchant: Merchant): Email =>
  emailLayout(`New merchant request: ${merchant.brand_name}`, [
    `${merchant.name} asked to sell ${merchant.brand_name}.`,
    `Email: ${merchant.email ?? "N/A"} · Phone: ${merchant.phone_number}`,
    `Business: ${merchant.business}`,
  ], { label: "Review merchants", url: `${shopUrl()}/#/dashboard/merchant` })

export const merchantSignupUrl = (token: string, email: string) =>
  `${shopUrl()}/#/merchant-signup/${token}?email=${encodeURIComponent(email)}`

export const merchantInvitationEmail = (merchant: Merchant, token: string, email: string): Email =>
  emailLayout(`You are approved to sell on ${SHOP_NAME}`, [
    `Hi ${merchant.name},`,
    `Your request to sell ${merchant.brand_name} was approved. Create your merchant account with the link below; it works once and expires in 7 days.`,
    "Once signed in, enable your brand in your dashboard and add your products.",
  ], { label: "Complete sign up", url: merchantSignupUrl(token, email) })

export const merchantWelcomeEmail = (merchant: Merchant): Email =>
  emailLayout(`You are approved to sell on ${SHOP_NAME}`, [
    `Hi ${merchant.name},`,
    `Your request to sell ${merchant.brand_name} was approved, and your account is now a merchant account.`,
    "Sign in, enable your brand in your dashboard and add your products.",
  ], { label: "Sign in", url: `${shopUrl()}/#/login` })

export const merchantRejectedEmail = (merchant: Merchant): Email =>
  emailLayout("Your request to sell was not approved", [
    `Hi ${merchant.name},`,
    `We are sorry: your request to sell ${merchant.brand_name} on ${SHOP_NAME} was not approved. Contact us if you would like to know more.`,
  ], { label: "Contact us", url: `${shopUrl()}/#/contact` })

export const merchantDisabledEmail = (merchant: Merchant): Email =>
  emailLayout("Your merchant account was disabled", [
    `Hi ${merchant.name},`,
    `Your merchant account was disabled, and so were the ${merchant.brand_name} brand and its products. Contact us to enable it again.`,
  ], { label: "Contact us", url: `${shopUrl()}/#/contact` })
