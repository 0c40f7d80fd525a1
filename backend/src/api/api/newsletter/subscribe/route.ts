import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { bodyOf } from "../../../http/validate"
import { subscribeNewsletterWorkflow } from "../../../../workflows/contact/subscribe-newsletter"
import type { SubscribeBody } from "../validators"

export const POST = async (req: MedusaRequest, res: MedusaResponse) => {
  const { result: created } = await subscribeNewsletterWorkflow(req.scope).run({ input: bodyOf<typeof SubscribeBody>(req) })
  res.json({
    success: true,
    message: created ? "You have successfully subscribed to the newsletter" : "You are already subscribed to the newsletter",
  })
}
