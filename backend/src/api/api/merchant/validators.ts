import { z } from "@medusajs/framework/zod"
import { pagingQuery } from "../../http/paging"
import { moderationStatusFilter } from "../../http/status-filter"
import { phoneNumber } from "../../http/fields"
import { PAGE_SIZES } from "../../../domain/shop-constants"
import { email, RegisterBody } from "../auth/validators"
import { MERCHANT_APPROVAL_MESSAGES } from "../../../domain/merchants/approval"
import { SEARCH_LIMITS } from "../../../domain/search-limits"

const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} may not be longer than ${max} characters.`)

export const BOTH_BRAND_NAMES = "Send the brand as brand or as brandName, not both."

const MerchantApplication = z.object({
  name: requiredText("Name", 100),
  email: z
    .string({ error: "Email format is invalid." })
    .trim()
    .max(254, "Email may not be longer than 254 characters.")
    .pipe(z.union([z.literal(""), z.email({ error: "Email format is invalid." })]))
    .transform((value) => (value ? value.toLowerCase() : null))
    .nullish()
    .transform((value) => value ?? null),
  // The spec's 10-digit pattern or a Kenyan number; a Kenyan one is stored as +254XXXXXXXXX.
  phoneNumber: requiredText("Phone number", 20).pipe(phoneNumber()),
  brand: requiredText("Brand", 100),
  business: requiredText("Business", 1000).pipe(z.string().min(10, "Business must be at least 10 characters.")),
})

const given = (value: unknown) => value !== undefined && value !== null

/**
 * The spec's application (`brand` is the brand's name); the original client sends that name as
 * `brandName`, which is taken the same way, with the same messages. Exactly one of the two.
 */
export const AddMerchantBody = z.preprocess((body, ctx) => {
  if (!body || typeof body !== "object" || Array.isArray(body) || !("brandName" in body)) return body
  const { brandName, ...fields } = body as Record<string, unknown>
  if (given(fields.brand) && given(brandName)) {
    ctx.issues.push({ code: "custom", message: BOTH_BRAND_NAMES, input: body })
    return body
  }
  return given(fields.brand) ? fields : { ...fields, brand: brandName }
}, MerchantApplication)

/** Admins' list: a page, optionally only one status (the Waiting tab: `status=Waiting Approval`). */
export const MerchantListQuery = pagingQuery(PAGE_SIZES.merchants).extend({ status: moderationStatusFilter })

export const MerchantSearchQuery = z.object({
  search: z.string({ error: "search is required." }).trim().min(SEARCH_LIMITS.minTermLength, "Type at least 2 characters to search.").max(SEARCH_LIMITS.maxTermLength, "Search may not be longer than 100 characters."),
})

export const MerchantActiveBody = z.object({
  merchant: z.object({ isActive: z.boolean({ error: "isActive must be true or false." }) }, { error: "merchant is required." }),
})

export const MerchantSignupBody = RegisterBody.pick({ email: true, firstName: true, lastName: true, password: true })

/**
 * Approval (admins). A merchant who applied with a phone number only needs one of: `email` (the
 * admin adds it: stored, then the invitation e-mail as usual) or `invite: "sms"` (the invitation
 * link by SMS to their phone). Both are ignored for a merchant that has an e-mail.
 */
export const ApproveMerchantBody = z.preprocess(
  (value) => value ?? {},
  z
    .object({
      email: email.optional(),
      invite: z.literal("sms", { error: 'invite must be "sms".' }).optional(),
    })
    .refine((body) => !(body.email && body.invite), { message: MERCHANT_APPROVAL_MESSAGES.emailOrSms })
)
