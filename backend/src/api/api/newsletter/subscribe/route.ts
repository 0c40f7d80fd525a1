import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { z } from "@medusajs/framework/zod"
import { Modules } from "@medusajs/framework/utils"
import { parseInput } from "../../../../lib/http/parse"
import { ShopEvents } from "../../../../lib/events"
import { NEWSLETTER_MODULE } from "../../../../modules/newsletter"
import type NewsletterModuleService from "../../../../modules/newsletter/service"
import { email } from "../../auth/validators"

const SubscribeBody = z.object({ email })

export const POST = async (req: MedusaRequest, res: MedusaResponse) => {
  const body = parseInput(SubscribeBody, req.body)
  const { created } = await req.scope.resolve<NewsletterModuleService>(NEWSLETTER_MODULE).subscribe(body.email)
  if (created) {
    await req.scope.resolve(Modules.EVENT_BUS).emit({ name: ShopEvents.NEWSLETTER_SUBSCRIBED, data: { email: body.email } })
  }
  res.json({
    success: true,
    message: created ? "You have successfully subscribed to the newsletter" : "You are already subscribed to the newsletter",
  })
}
