import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { inShopOrder } from '@/lib/county-order';
import { deliveryKeys } from '@/lib/query-keys';

export type DeliveryOption = 'home' | 'pickup';

/** The days an option takes to a county, as the admin promised them. */
export interface DeliveryDays {
  minDays: number;
  maxDays: number;
}

/** The calendar days (`YYYY-MM-DD`, the shop's time zone) an order placed today arrives between. */
export interface ArrivalWindow {
  from: string;
  to: string;
}

/**
 * One of Kenya's 47 counties with what each delivery option costs there (Kes.; 0 is free) and,
 * where the admin promised days, when an order placed today arrives (null: no promise).
 */
export interface CountyFees {
  name: string;
  fees: Record<DeliveryOption, number>;
  days?: Record<DeliveryOption, DeliveryDays | null>;
  arrives?: Record<DeliveryOption, ArrivalWindow | null>;
}

export interface PickupStation {
  _id: string;
  name: string;
  town: string;
  county: string;
  openingHours: string;
  /** Where to find it and how to call it (each may be missing). */
  address?: string | null;
  landmark?: string | null;
  phone?: string | null;
  mapUrl?: string | null;
  isActive: boolean;
}

export interface DeliveryOptions {
  counties: CountyFees[];
  stations: PickupStation[];
}

/** GET /api/delivery: the counties with their fees and the pickup stations open for orders. */
export const getDeliveryOptions = async (): Promise<DeliveryOptions> => {
  const options = await apiFetch<DeliveryOptions>('/delivery');
  // Every county list (address form, delivery sheet, order filters) offers the big five first.
  return { ...options, counties: inShopOrder(options.counties ?? []) };
};

export const deliveryOptionsQueryOptions = () =>
  queryOptions({ queryKey: deliveryKeys.options(), queryFn: getDeliveryOptions, staleTime: 60_000 });

export const useDeliveryOptions = () => useQuery(deliveryOptionsQueryOptions());

/** The fee of an option to a county (0 when the county is unknown or has none). */
export const feeFor = (options: DeliveryOptions | undefined, county: string | null | undefined, option: DeliveryOption) =>
  options?.counties.find((entry) => entry.name === county)?.fees[option] ?? 0;

/** When an order by an option to a county arrives, if the admin promised days there. */
export const arrivalFor = (options: DeliveryOptions | undefined, county: string | null | undefined, option: DeliveryOption) =>
  options?.counties.find((entry) => entry.name === county)?.arrives?.[option] ?? null;
