import { z } from "@medusajs/framework/zod"
import { toKenyanPhone, toShopPhone } from "../../domain/notifications/kenyan-phone"

/** Longest accepted values (DESIGN §5: every text field is bounded). */
export const MAX_LENGTH = { id: 200, name: 100, code: 120, text: 2_000 } as const

const DECIMAL = /^-?\d+(\.\d+)?$/

/**
 * A number sent as a JSON number or as decimal text (multipart forms and query strings send text).
 * `true`, `null`, `""`, `"1e3"`, NaN and Infinity are refused instead of being coerced.
 */
export function strictNumber(message: string) {
  return z
    .union([z.number(), z.string().trim().regex(DECIMAL, message).max(20, message)], { error: message })
    .transform((value) => Number(value))
    .pipe(z.number({ error: message }).refine(Number.isFinite, message))
}

/** An id or a slug the client names: text, not empty, bounded. */
export function idText(message: string) {
  return z.string({ error: message }).trim().min(1, message).max(MAX_LENGTH.id, message)
}

export const PHONE_MESSAGE = "Please enter a valid Kenyan phone number, e.g. 0712 345 678 or +254 712 345 678."

/**
 * A Kenyan phone number in any usual form (07XX…, 01XX…, +254…, 254…, spaces allowed), stored as
 * +254XXXXXXXXX; with `optional`, an empty text means none ("").
 */
export function kenyanPhone(message = PHONE_MESSAGE, { optional = false } = {}) {
  return z
    .string({ error: message })
    .max(40, message)
    .transform((value, ctx) => {
      if (optional && !value.trim()) return ""
      const phone = toKenyanPhone(value)
      if (!phone) ctx.addIssue({ code: "custom", message })
      return phone ?? ""
    })
}

export const PHONE_FORMAT_INVALID = "Phone number format is invalid."

/**
 * A phone field of the spec (profile, merchant application): its 10-digit pattern or a Kenyan
 * number as people write it (07XX…, 01XX…, +254…, spaces allowed); a Kenyan number is stored as
 * +254XXXXXXXXX (toShopPhone). With `optional`, an empty text means none ("").
 */
export function phoneNumber({ optional = false } = {}) {
  return z
    .string({ error: PHONE_FORMAT_INVALID })
    .max(40, PHONE_FORMAT_INVALID)
    .transform((value, ctx) => {
      if (optional && !value.trim()) return ""
      const phone = toShopPhone(value)
      if (!phone) ctx.addIssue({ code: "custom", message: PHONE_FORMAT_INVALID })
      return phone ?? ""
    })
}
