import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiFetch } from '@/lib/api-client';
import { deliveryKeys } from '@/lib/query-keys';
import type { DeliveryAdminData } from '../types';

/** GET /api/delivery/station (admin) → {counties, stations}: all stations and every county's fees. */
export const getDeliveryAdmin = () => apiFetch<DeliveryAdminData>('/delivery/station');

export const deliveryAdminQueryOptions = () => queryOptions({ queryKey: deliveryKeys.admin(), queryFn: getDeliveryAdmin });

export const useDeliveryAdmin = () => useQuery(deliveryAdminQueryOptions());

/** One station of the admin's list (there is no single-station route); a missing one reads as 404. */
export function useStation(id: string) {
  return useQuery({
    ...deliveryAdminQueryOptions(),
    select: (data) => {
      const station = data.stations.find((entry) => entry._id === id);
      if (!station) throw new ApiError(404, 'No pickup station found.');
      return station;
    },
  });
}
