import type { CountyFees, PickupStation } from '@/api/delivery';

/** GET /api/delivery/station (admin): every pickup station, closed ones too, and the fee table. */
export interface DeliveryAdminData {
  counties: CountyFees[];
  stations: PickupStation[];
}

/** The delivery routes' reply to a write. */
export interface DeliveryMessage {
  success: boolean;
  message: string;
}

export type StationReply = DeliveryMessage & { station: PickupStation };
