import { toKenyanPhone } from "../domain/notifications/kenyan-phone"

/**
 * The shop's support line and WhatsApp number shown in the storefront's footer
 * (GET /api/shop/contact): SUPPORT_PHONE and SUPPORT_WHATSAPP, any usual Kenyan spelling
 * (0712 345 678, +254…); unset or not a Kenyan number: not shown. WhatsApp defaults to the phone.
 */
export function supportContact(env: Record<string, string | undefined> = process.env) {
  const phone = toKenyanPhone(env.SUPPORT_PHONE)
  const whatsapp = toKenyanPhone(env.SUPPORT_WHATSAPP) ?? phone
  return { phone, whatsapp }
}
