import { formatPrice } from '@/lib/format';
import { AWAITING_DELIVERY_DETAILS, type OrderDelivery } from '../types';

/** True while the order has nowhere to go (the buyer is asked; staff see the state). */
export const isAwaitingDelivery = (delivery: OrderDelivery | undefined): boolean => delivery?.state === AWAITING_DELIVERY_DETAILS;

/** The county as people say it: 'Nairobi County'. */
const countyText = (county: string | null) => (county ? `${county} County` : null);

/**
 * The address lines of a delivery: home — the address, 'Near {landmark}', town and county;
 * pickup — the station, its town and county, and its opening hours.
 */
export function deliveryLines(delivery: OrderDelivery): string[] {
  const place = [delivery.town, countyText(delivery.county)].filter(Boolean).join(', ');
  if (delivery.station) {
    return [delivery.station.name, place, delivery.station.openingHours ? `Open ${delivery.station.openingHours}` : ''].filter(Boolean);
  }
  return [delivery.address ?? '', delivery.landmark ? `Near ${delivery.landmark}` : '', place].filter(Boolean);
}

/** Where an order goes in one short line (the staff's order list): 'Kisumu, Kisumu County' or 'Pickup: Moi Avenue Hub, Nairobi CBD'. */
export function destinationText(delivery: OrderDelivery | undefined): string {
  if (!delivery) return '';
  if (isAwaitingDelivery(delivery)) return AWAITING_DELIVERY_DETAILS;
  const place = [delivery.town, countyText(delivery.county)].filter(Boolean).join(', ');
  return delivery.station ? `Pickup: ${delivery.station.name}, ${place}` : place;
}

/** A fee as the order page says it: 'Free' or 'Kes. 250'. */
export const feeText = (fee: number): string => (fee > 0 ? formatPrice(fee) : 'Free');
