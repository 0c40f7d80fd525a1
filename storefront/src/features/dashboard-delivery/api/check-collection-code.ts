import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import type { DeliveryMessage } from '../types';

export interface CollectionCheck {
  /** The order's number as the buyer reads it out (DK-10042). */
  order: string;
  /** The six digits from the buyer's SMS. */
  code: string;
}

export type CollectionReply = DeliveryMessage & {
  collection: { orderId: string; number: string; recipient: string; collectedAt: string };
};

/** POST /api/delivery/collect {order, code} (admin): a right code records the hand-over; a wrong one is a 400. */
export const checkCollectionCode = (check: CollectionCheck) =>
  apiFetch<CollectionReply>('/delivery/collect', { method: 'POST', body: JSON.stringify(check) });

export const useCheckCollectionCode = () => useMutation({ mutationFn: checkCollectionCode });
