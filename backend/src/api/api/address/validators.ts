import { z } from "@medusajs/framework/zod"
import { kenyanPhone } from "../../http/fields"
import { countyNamed } from "../../../domain/delivery/counties"
import { REGION_NAME } from "../../../domain/shop-constants"

const required = (message: string) =>
  z.string({ error: message }).trim().min(1, message).max(200, message.replace("is required.", "is too long."))

const optional = (name: string) =>
  z.string({ error: `${name} must be text.` }).trim().max(200, `${name} is too long.`).optional().default("")

/**
 * The spec's address (address, city, state, country, zipCode) with Kenya's fields: a county (one
 * of the 47; a spec client's `state` naming one counts), a landmark and a phone for the rider. A
 * Kenyan address needs no state or postal code; any other keeps the spec's rules.
 */
export const AddressBody = z
  .object({
    address: required("Address is required."),
    city: required("City is required."),
    state: optional("State"),
    country: required("Country is required."),
    zipCode: optional("Zipcode"),
    county: optional("County"),
    landmark: optional("Landmark"),
    phone: kenyanPhone(undefined, { optional: true }).optional().default(""),
    isDefault: z.boolean({ error: "isDefault must be true or false." }).optional(),
  })
  .transform((body, ctx) => {
    const inKenya = body.country.toLowerCase() === REGION_NAME.toLowerCase()
    const county = inKenya ? countyNamed(body.county || body.state) : null
    if (inKenya && !county) {
      ctx.addIssue({ code: "custom", path: ["county"], message: "Please choose a county." })
    }
    if (!inKenya && !body.state) ctx.addIssue({ code: "custom", path: ["state"], message: "State is required." })
    if (!inKenya && !body.zipCode) ctx.addIssue({ code: "custom", path: ["zipCode"], message: "Zipcode is required." })
    if (body.zipCode && body.zipCode.length < 5) {
      ctx.addIssue({ code: "custom", path: ["zipCode"], message: "Zipcode must be at least 5 characters." })
    }
    return { ...body, county: county ?? "" }
  })
