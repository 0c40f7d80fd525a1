import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { orderKeys } from '@/lib/query-keys';

export interface PickupCollection {
  /** Six digits the station checks before it hands the order over. */
  code: string;
  /** When the station handed it over (null until then). */
  collectedAt: string | null;
}

/** GET /api/delivery/collection/{orderId} (the buyer only): the pickup order's collection code. */
export const getCollectionCode = (orderId: string) =>
  apiFetch<{ collection: PickupCollection | null }>(`/delivery/collection/${encodeURIComponent(orderId)}`);

export const useCollectionCode = (orderId: string, enabled: boolean) =>
  useQuery({ queryKey: [...orderKeys.all, 'collection', orderId], queryFn: () => getCollectionCode(orderId), enabled });
