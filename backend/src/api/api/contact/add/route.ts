import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { z } from "@medusajs/framework/zod"
import { Modules } from "@medusajs/framework/utils"
import { parseInput } from "../../../../lib/http/parse"
import { ShopEvents } from "../../../../lib/events"
import { CONTACT_MODULE } from "../../../../modules/contact"
import type ContactModuleService from "../../../../modules/contact/service"
import { email } from "../../auth/validators"

const ContactBody = z.object({
  name: z.string({ error: "Name is required." }).trim().min(1, "Name is required.").max(100, "Name may not be longer than 100 characters."),
  email,
  message: z
    .string({ error: "Message is required." })
    .trim()
    .min(1, "Message is required.")
    .min(10, "Message must be at least 10 characters.")
    .max(5000, "Message may not be longer than 5000 characters."),
})

export const POST = async (req: MedusaRequest, res: MedusaResponse) => {
  const body = parseInput(ContactBody, req.body)
  await req.scope.resolve<ContactModuleService>(CONTACT_MODULE).createContactMessages(body)
  await req.scope.resolve(Modules.EVENT_BUS).emit({ name: ShopEvents.CONTACT_RECEIVED, data: body })
  res.json({
    success: true,
    message: `We received your message, we will reach you on your email address ${body.email}!`,
  })
}
