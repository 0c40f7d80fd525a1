import { z } from "@medusajs/framework/zod"
import { strictNumber } from "../../http/fields"
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

export const StationBody = z.object({
  name: text("Name"),
  town: text("Town"),
  county,
  openingHours: text("Opening hours", 200),
  isActive: z.boolean({ error: "isActive must be true or false." }).optional().default(true),
})

export const UpdateStationBody = z.object({
  name: text("Name").optional(),
  town: text("Town").optional(),
  county: county.optional(),
  openingHours: text("Opening hours", 200).optional(),
  isActive: z.boolean({ error: "isActive must be true or false." }).optional(),
})

export const DeliveryFeeBody = z.object({
  county,
  option: z.enum(DELIVERY_OPTIONS, { error: `option must be one of: ${DELIVERY_OPTIONS.join(", ")}.` }),
  fee: strictNumber("fee must be a number.").pipe(
    z.number().min(0, "fee may not be negative.").max(100_000, "fee may not be more than Kes. 100,000.")
  ),
})
