import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { bodyOf } from "../../../http/validate"
import { receiveContactMessageWorkflow } from "../../../../workflows/contact/receive-contact-message"
import type { ContactBody } from "../validators"

export const POST = async (req: MedusaRequest, res: MedusaResponse) => {
  const body = bodyOf<typeof ContactBody>(req)
  await receiveContactMessageWorkflow(req.scope).run({ input: { ...body, address: req.ip ?? "unknown" } })
  res.json({
    success: true,
    message: `We received your message, we will reach you on your email address ${body.email}!`,
  })
}
