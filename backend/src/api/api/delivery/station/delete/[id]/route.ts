import type { MedusaResponse } from "@medusajs/framework/http"
import type { AccountRequest } from "../../../../../http/account-request"
import { deletePickupStationWorkflow } from "../../../../../../workflows/delivery/delete-pickup-station"

export const DELETE = async (req: AccountRequest, res: MedusaResponse) => {
  await deletePickupStationWorkflow(req.scope).run({ input: { id: req.params.id, actor: req.account } })
  res.json({ success: true, message: "Pickup station has been deleted successfully!" })
}
