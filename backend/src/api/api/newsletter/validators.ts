import { z } from "@medusajs/framework/zod"
import { email } from "../auth/validators"

export const SubscribeBody = z.object({ email })
