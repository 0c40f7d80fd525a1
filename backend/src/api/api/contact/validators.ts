import { z } from "@medusajs/framework/zod"
import { email } from "../auth/validators"

export const ContactBody = z.object({
  name: z.string({ error: "Name is required." }).trim().min(1, "Name is required.").max(100, "Name may not be longer than 100 characters."),
  email,
  message: z
    .string({ error: "Message is required." })
    .trim()
    .min(1, "Message is required.")
    .min(10, "Message must be at least 10 characters.")
    .max(5000, "Message may not be longer than 5000 characters."),
})
