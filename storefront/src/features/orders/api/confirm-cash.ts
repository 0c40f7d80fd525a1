import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { orderKeys } from '@/lib/query-keys';
import type { Order } from '../types';

export interface ConfirmCashResponse {
  success: boolean;
  message: string;
  order: Order;
}

/** POST /api/order/{id}/cash-received (admins): the cash the shop's rider collected reached the shop. */
export const confirmCash = (orderId: string) =>
  apiFetch<ConfirmCashResponse>(`/order/${encodeURIComponent(orderId)}/cash-received`, { method: 'POST', body: '{}' });

/** Confirms the cash, then reloads the order (and the lists that show it). */
export function useConfirmCash() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmCash,
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}
