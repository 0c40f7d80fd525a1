import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeliveryOption } from '@/api/delivery';
import { apiFetch } from '@/lib/api-client';
import { deliveryKeys } from '@/lib/query-keys';
import type { DeliveryMessage } from '../types';

export interface DeliveryDaysChange {
  county: string;
  option: DeliveryOption;
  /** Both null: no promise. */
  minDays: number | null;
  maxDays: number | null;
}

/** PUT /api/delivery/days {county, option, minDays, maxDays} (admin). */
export const setDeliveryDays = (days: DeliveryDaysChange) =>
  apiFetch<DeliveryMessage>('/delivery/days', { method: 'PUT', body: JSON.stringify(days) });

/** A county's row: each changed option is one call; the message is the last one's. */
export const setCountyDays = async (changes: readonly DeliveryDaysChange[]) => {
  let reply: DeliveryMessage = { success: true, message: '' };
  for (const change of changes) reply = await setDeliveryDays(change);
  return reply;
};

export function useSetCountyDays() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setCountyDays, onSettled: () => queryClient.invalidateQueries({ queryKey: deliveryKeys.all }) });
}
