import { z } from "@medusajs/framework/zod"

const requiredText = (message: string) => z.string({ error: message }).trim().min(1, message)

export const email = z
  .string({ error: "Email is required." })
  .trim()
  .min(1, "Email is required.")
  .pipe(z.email({ error: "Email format is invalid." }))
  .transform((value) => value.toLowerCase())

const password = (label = "Password") =>
  z
    .string({ error: `${label} is required.` })
    .min(1, `${label} is required.`)
    .min(6, `${label} must be at least 6 characters.`)
    .max(128, `${label} may not be longer than 128 characters.`)

export const RegisterBody = z.object({
  email,
  firstName: requiredText("First Name is required.").pipe(z.string().max(100, "First Name may not be longer than 100 characters.")),
  lastName: requiredText("Last Name is required.").pipe(z.string().max(100, "Last Name may not be longer than 100 characters.")),
  password: password(),
  isSubscribed: z.boolean({ error: "isSubscribed must be true or false." }).optional().default(false),
})

export const LoginBody = z.object({ email, password: password() })

export const ForgotBody = z.object({ email })

export const ResetWithTokenBody = z
  .object({ password: password(), confirmPassword: password("Confirm password") })
  .refine((body) => body.password === body.confirmPassword, {
    message: "Confirm password and password fields must match.",
  })

export const ResetSignedInBody = z.object({
  password: password("Old password"),
  confirmPassword: password("New password"),
})
