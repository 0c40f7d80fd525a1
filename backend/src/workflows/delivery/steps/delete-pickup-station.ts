import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { DELIVERY_MODULE, type DeliveryModuleService } from "../../../modules/delivery"
import { notFound } from "../../../domain/errors"
import { NO_STATION_FOUND } from "./save-pickup-station"

/** Removes a station from the list (soft delete; orders keep their own copy of it); answers the station as it was. */
export const deletePickupStationStep = createStep(
  "delete-pickup-station",
  async (id: string, { container }) => {
    const delivery = container.resolve<DeliveryModuleService>(DELIVERY_MODULE)
    const [station] = await delivery.listPickupStations({ id }, { take: 1 })
    if (!station) throw notFound(NO_STATION_FOUND)
    await delivery.softDeletePickupStations(id)
    return new StepResponse(station, id)
  },
  async (id, { container }) => {
    if (id) await container.resolve<DeliveryModuleService>(DELIVERY_MODULE).restorePickupStations(id)
  }
)
