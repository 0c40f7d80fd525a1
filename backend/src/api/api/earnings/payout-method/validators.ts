import { z } from "@medusajs/framework/zod"

const text = (name: string, max: number) => z.string({ error: `${name} is required.` }).trim().min(1, `${name} is required.`).max(max, `${name} is too long.`)

/** The account's password: needed to change a method already set (the workflow checks it). */
const password = z.string({ error: "password must be text." }).max(200, "password is too long.").optional()

/** An M-Pesa number, or bank details (the workflow checks the number is a Kenyan mobile one), and the password. */
export const PayoutMethodBody = z.discriminatedUnion(
  "kind",
  [
    z.object({ kind: z.literal("mpesa"), phone: text("phone", 20), password }),
    z.object({
      kind: z.literal("bank"),
      bank: z.object({
        bankName: text("bankName", 100),
        branch: z.string().trim().max(100, "branch is too long.").nullish(),
        accountName: text("accountName", 100),
        accountNumber: z.string().trim().regex(/^[0-9A-Za-z -]{4,34}$/, "accountNumber must be 4–34 letters or digits."),
      }),
      password,
    }),
  ],
  { error: "kind must be mpesa or bank." }
)
