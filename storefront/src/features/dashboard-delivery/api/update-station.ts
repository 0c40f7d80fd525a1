import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { deliveryKeys } from '@/lib/query-keys';
import type { StationReply } from '../types';
import type { StationValues } from '../utils/schema';

export type StationUpdate = Partial<StationValues> & { id: string };

/** PUT /api/delivery/station/{id} with the fields to change (admin); the open/closed switch sends {isActive}. */
export const updateStation = ({ id, ...fields }: StationUpdate) =>
  apiFetch<StationReply>(`/delivery/station/${encodeURIComponent(id)}`, { method: 'PUT', body: JSON.stringify(fields) });

export function useUpdateStation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateStation, onSettled: () => queryClient.invalidateQueries({ queryKey: deliveryKeys.all }) });
}
