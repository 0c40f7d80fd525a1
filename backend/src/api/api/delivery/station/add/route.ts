import type { MedusaResponse } from "@medusajs/framework/http"
import type { AccountRequest } from "../../../../http/account-request"
import { bodyOf } from "../../../../http/validate"
import { savePickupStationWorkflow } from "../../../../../workflows/delivery/save-pickup-station"
import { toStationJson } from "../../../../../queries/delivery/delivery-options"
import type { StationBody } from "../../validators"

export const POST = async (req: AccountRequest, res: MedusaResponse) => {
  const { name, town, county, openingHours, address, landmark, phone, mapUrl, isActive } = bodyOf<typeof StationBody>(req)
  const { result } = await savePickupStationWorkflow(req.scope).run({
    input: { fields: { name, town, county, opening_hours: openingHours, address, landmark, phone, map_url: mapUrl, is_active: isActive }, actor: req.account },
  })
  res.json({ success: true, message: "Pickup station has been added successfully!", station: toStationJson(result) })
}
