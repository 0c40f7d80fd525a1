import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeliveryOption } from '@/api/delivery';
import { apiFetch } from '@/lib/api-client';
import { deliveryKeys } from '@/lib/query-keys';
import type { DeliveryMessage } from '../types';

export interface DeliveryFee {
  county: string;
  option: DeliveryOption;
  /** Kes.; 0 is free. */
  fee: number;
}

/** PUT /api/delivery/fee {county, option, fee} (admin). */
export const setDeliveryFee = (fee: DeliveryFee) =>
  apiFetch<DeliveryMessage & { fee: DeliveryFee }>('/delivery/fee', { method: 'PUT', body: JSON.stringify(fee) });

/** A county's row: each changed option is one call; the message is the last one's. */
export const setCountyFees = async (fees: readonly DeliveryFee[]) => {
  let reply: DeliveryMessage = { success: true, message: '' };
  for (const fee of fees) reply = await setDeliveryFee(fee);
  return reply;
};

export function useSetCountyFees() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setCountyFees, onSettled: () => queryClient.invalidateQueries({ queryKey: deliveryKeys.all }) });
}
