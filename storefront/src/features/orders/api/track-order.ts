import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import type { TrackedOrder } from '../types';

export interface TrackOrderValues {
  /** 'DK-10023' (or '10023'). */
  number: string;
  /** The phone (0712…, +254712…, 254712…) or e-mail the order was placed with. */
  contact: string;
}

/** POST /api/order/track {number, contact} → the order as a signed-out shopper may see it (404 when they do not match). */
export const trackOrder = async (values: TrackOrderValues): Promise<TrackedOrder> =>
  (await apiFetch<{ order: TrackedOrder }>('/order/track', { method: 'POST', body: JSON.stringify(values) })).order;

export const useTrackOrder = () => useMutation({ mutationFn: trackOrder });
