import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { deliveryKeys } from '@/lib/query-keys';
import type { StationReply } from '../types';
import type { StationValues } from '../utils/schema';

/** POST /api/delivery/station/add {name, town, county, openingHours, isActive} (admin). */
export const addStation = (values: StationValues) =>
  apiFetch<StationReply>('/delivery/station/add', { method: 'POST', body: JSON.stringify(values) });

/** Checkout's station list and the admin's both change. */
export function useAddStation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addStation, onSuccess: () => queryClient.invalidateQueries({ queryKey: deliveryKeys.all }) });
}
