import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { deliveryKeys } from '@/lib/query-keys';

export type DeliveryOption = 'home' | 'pickup';

/** One of Kenya's 47 counties with what each delivery option costs there (Kes.; 0 is free). */
export interface CountyFees {
  name: string;
  fees: Record<DeliveryOption, number>;
}

export interface PickupStation {
  _id: string;
  name: string;
  town: string;
  county: string;
  openingHours: string;
  isActive: boolean;
}

export interface DeliveryOptions {
  counties: CountyFees[];
  stations: PickupStation[];
}

/** GET /api/delivery: the counties with their fees and the pickup stations open for orders. */
export const getDeliveryOptions = () => apiFetch<DeliveryOptions>('/delivery');

export const deliveryOptionsQueryOptions = () =>
  queryOptions({ queryKey: deliveryKeys.options(), queryFn: getDeliveryOptions, staleTime: 60_000 });

export const useDeliveryOptions = () => useQuery(deliveryOptionsQueryOptions());

/** The fee of an option to a county (0 when the county is unknown or has none). */
export const feeFor = (options: DeliveryOptions | undefined, county: string | null | undefined, option: DeliveryOption) =>
  options?.counties.find((entry) => entry.name === county)?.fees[option] ?? 0;
