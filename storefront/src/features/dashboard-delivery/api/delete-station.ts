import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { deliveryKeys } from '@/lib/query-keys';
import type { DeliveryMessage } from '../types';

/** DELETE /api/delivery/station/delete/{id} (admin). */
export const deleteStation = (id: string) =>
  apiFetch<DeliveryMessage>(`/delivery/station/delete/${encodeURIComponent(id)}`, { method: 'DELETE' });

export function useDeleteStation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteStation, onSuccess: () => queryClient.invalidateQueries({ queryKey: deliveryKeys.all }) });
}
