import type { MedusaResponse } from "@medusajs/framework/http"
import type { AccountRequest } from "../../../http/account-request"
import { bodyOf } from "../../../http/validate"
import { setDeliveryDaysWorkflow } from "../../../../workflows/delivery/set-delivery-days"
import type { DeliveryDaysBody } from "../validators"

/** The admin promises how many days an option takes to a county (both null: no promise). */
export const PUT = async (req: AccountRequest, res: MedusaResponse) => {
  const { county, option, minDays, maxDays } = bodyOf<typeof DeliveryDaysBody>(req)
  const days = minDays === null || maxDays === null ? null : { minDays, maxDays }
  await setDeliveryDaysWorkflow(req.scope).run({ input: { county, option, days, actor: req.account } })
  res.json({ success: true, message: "Delivery days have been saved successfully!", days: { county, option, minDays, maxDays } })
}
