import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeliveryOption } from '@/api/delivery';
import { apiFetch } from '@/lib/api-client';
import { deliveryKeys, orderKeys } from '@/lib/query-keys';
import type { Order } from '../types';

export interface OrderDeliveryInput {
  orderId: string;
  /** Home delivery: the saved address. */
  addressId?: string;
  option: DeliveryOption;
  /** Pickup: the station. */
  stationId?: string;
  /** The rider's phone; left out, the address's or the profile's. */
  phone?: string;
  /** The fee the buyer was shown (Kes.); the server refuses the details when it has changed. */
  fee: number;
}

export interface OrderDeliveryResponse {
  success: boolean;
  message: string;
  order: Order;
}

/** PUT /api/order/{id}/delivery {addressId?, option, stationId?, phone?, fee} (the buyer, while the order awaits its details). */
export const setOrderDelivery = ({ orderId, ...body }: OrderDeliveryInput) =>
  apiFetch<OrderDeliveryResponse>(`/order/${encodeURIComponent(orderId)}/delivery`, { method: 'PUT', body: JSON.stringify(body) });

/** Reloads the order (and the lists showing where it goes); a refusal (e.g. a changed fee) reloads the fees too. */
export function useSetOrderDelivery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setOrderDelivery,
    onError: () => queryClient.invalidateQueries({ queryKey: deliveryKeys.all }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}
