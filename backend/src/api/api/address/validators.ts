import { z } from "@medusajs/framework/zod"

const required = (message: string) =>
  z.string({ error: message }).trim().min(1, message).max(200, message.replace("is required.", "is too long."))

export const AddressBody = z.object({
  address: required("Address is required."),
  city: required("City is required."),
  state: required("State is required."),
  country: required("Country is required."),
  zipCode: required("Zipcode is required.").pipe(z.string().min(5, "Zipcode must be at least 5 characters.")),
  isDefault: z.boolean({ error: "isDefault must be true or false." }).optional(),
})
