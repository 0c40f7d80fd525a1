import { z } from "@medusajs/framework/zod"
import { kenyanPhone, strictNumber } from "../../http/fields"
import { MAX_DELIVERY_DAYS } from "../../../domain/delivery/arrival"
import { DELIVERY_OPTIONS } from "../../../domain/delivery/delivery-rules"
import { countyNamed } from "../../../domain/delivery/counties"

const text = (name: string, max = 100) =>
  z.string({ error: `${name} is required.` }).trim().min(1, `${name} is required.`).max(max, `${name} may not be longer than ${max} characters.`)

const county = z
  .string({ error: "County is required." })
  .max(100, "Please choose one of Kenya's 47 counties.")
  .transform((value, ctx) => {
    const name = countyNamed(value)
    if (!name) ctx.addIssue({ code: "custom", message: "Please choose one of Kenya's 47 counties." })
    return name ?? ""
  })

/** Optional text: empty means none (stored as null). */
const optionalText = (name: string, max = 200) =>
  z
    .string({ error: `${name} must be text.` })
    .trim()
    .max(max, `${name} may not be longer than ${max} characters.`)
    .transform((value) => value || null)

export const MAP_LINK_MESSAGE = "Map link must be a web address starting with https://, e.g. a Google Maps link."

const mapUrl = z
  .string({ error: MAP_LINK_MESSAGE })
  .trim()
  .max(500, "Map link may not be longer than 500 characters.")
  .transform((value, ctx) => {
    if (!value) return null
    const url = URL.canParse(value) ? new URL(value) : null
    if (url?.protocol !== "https:") ctx.addIssue({ code: "custom", message: MAP_LINK_MESSAGE })
    return url?.href ?? null
  })

const stationPhone = kenyanPhone(undefined, { optional: true }).transform((value) => value || null)

/** Where a station is and how to reach it: street address, landmark, phone and a map link, each optional. */
const stationPlace = {
  address: optionalText("Address").optional(),
  landmark: optionalText("Landmark").optional(),
  phone: stationPhone.optional(),
  mapUrl: mapUrl.optional(),
}

export const StationBody = z.object({
  name: text("Name"),
  town: text("Town"),
  county,
  openingHours: text("Opening hours", 200),
  ...stationPlace,
  isActive: z.boolean({ error: "isActive must be true or false." }).optional().default(true),
})

export const UpdateStationBody = z.object({
  name: text("Name").optional(),
  town: text("Town").optional(),
  county: county.optional(),
  openingHours: text("Opening hours", 200).optional(),
  ...stationPlace,
  isActive: z.boolean({ error: "isActive must be true or false." }).optional(),
})

export const DeliveryFeeBody = z.object({
  county,
  option: z.enum(DELIVERY_OPTIONS, { error: `option must be one of: ${DELIVERY_OPTIONS.join(", ")}.` }),
  fee: strictNumber("fee must be a number.").pipe(
    z.number().min(0, "fee may not be negative.").max(100_000, "fee may not be more than Kes. 100,000.")
  ),
})

const DAYS_MESSAGE = `Days must be whole numbers from 0 to ${MAX_DELIVERY_DAYS}.`
const dayCount = z.number({ error: DAYS_MESSAGE }).int(DAYS_MESSAGE).min(0, DAYS_MESSAGE).max(MAX_DELIVERY_DAYS, DAYS_MESSAGE)

/** The days an option takes to a county ("Nairobi 1–2"): both null removes the promise. */
export const DeliveryDaysBody = z
  .object({
    county,
    option: z.enum(DELIVERY_OPTIONS, { error: `option must be one of: ${DELIVERY_OPTIONS.join(", ")}.` }),
    minDays: dayCount.nullable(),
    maxDays: dayCount.nullable(),
  })
  .superRefine((body, ctx) => {
    if ((body.minDays === null) !== (body.maxDays === null)) {
      ctx.addIssue({ code: "custom", message: "Give both the fewest and the most days, or neither to promise none." })
    } else if (body.minDays !== null && body.maxDays !== null && body.maxDays < body.minDays) {
      ctx.addIssue({ code: "custom", message: "The most days may not be fewer than the fewest days." })
    }
  })

/** The station's check before a pickup order is handed over: the order's number and the buyer's code. */
export const CollectBody = z.object({
  order: z
    .string({ error: "Please enter the order number, e.g. DK-10042." })
    .trim()
    .min(1, "Please enter the order number, e.g. DK-10042.")
    .max(40, "Please enter the order number, e.g. DK-10042."),
  code: z
    .string({ error: "Please enter the collection code from the buyer's SMS." })
    .trim()
    .min(1, "Please enter the collection code from the buyer's SMS.")
    .max(20, "A collection code has 6 digits."),
})
