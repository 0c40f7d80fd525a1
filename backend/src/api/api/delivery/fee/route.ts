import type { MedusaResponse } from "@medusajs/framework/http"
import type { AccountRequest } from "../../../http/account-request"
import { bodyOf } from "../../../http/validate"
import { setDeliveryFeeWorkflow } from "../../../../workflows/delivery/set-delivery-fee"
import type { DeliveryFeeBody } from "../validators"

export const PUT = async (req: AccountRequest, res: MedusaResponse) => {
  const { county, option, fee } = bodyOf<typeof DeliveryFeeBody>(req)
  await setDeliveryFeeWorkflow(req.scope).run({ input: { county, option, fee, actor: req.account } })
  res.json({ success: true, message: "Delivery fee has been saved successfully!", fee: { county, option, fee } })
}
