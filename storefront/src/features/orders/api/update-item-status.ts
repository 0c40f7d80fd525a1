import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import type { LineStatus } from '../types';
import { orderKeys } from '@/lib/query-keys';

export interface UpdateItemStatusInput {
  itemId: string;
  orderId: string;
  cartId: string | null;
  status: LineStatus;
}

export interface UpdateItemStatusResponse {
  success: boolean;
  message?: string;
  /** True when this change cancelled the last open line, and so the whole order. */
  orderCancelled?: boolean;
}

/** PUT /api/order/status/item/{itemId} {orderId, cartId, status}. */
export const updateItemStatus = ({ itemId, orderId, cartId, status }: UpdateItemStatusInput) =>
  apiFetch<UpdateItemStatusResponse>(`/order/status/item/${encodeURIComponent(itemId)}`, {
    method: 'PUT',
    body: JSON.stringify({ orderId, cartId: cartId ?? undefined, status }),
  });

export function useUpdateItemStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateItemStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}
