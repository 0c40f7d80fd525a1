import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { orderKeys } from '@/lib/query-keys';

/** What the seller sends when shipping: her rider (name, Kenyan phone) or a courier with the waybill. */
export type ShippingInput = { method: 'rider'; riderName: string; riderPhone: string } | { method: 'courier'; courier: string; waybill: string };

export interface BulkLineStatusInput {
  orderId: string;
  lineItemIds: string[];
  status: 'Processing' | 'Shipped';
  shipping?: ShippingInput;
}

/** PUT /api/order/{id}/lines/status {lineItemIds, status, shipping}: several lines of one order at once, all or nothing. */
export const setLinesStatus = ({ orderId, ...body }: BulkLineStatusInput) =>
  apiFetch<{ success: boolean; message: string; count: number }>(`/order/${encodeURIComponent(orderId)}/lines/status`, {
    method: 'PUT',
    body: JSON.stringify(body),
  });

export function useSetLinesStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setLinesStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}
