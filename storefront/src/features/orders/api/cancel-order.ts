import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { orderKeys } from '@/lib/query-keys';

export interface CancelOrderResponse {
  success?: boolean;
  message?: string;
}

/** DELETE /api/order/cancel/{id}: cancels every line of the order. */
export const cancelOrder = (id: string): Promise<CancelOrderResponse> =>
  apiFetch<CancelOrderResponse>(`/order/cancel/${encodeURIComponent(id)}`, { method: 'DELETE' });

export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelOrder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}
