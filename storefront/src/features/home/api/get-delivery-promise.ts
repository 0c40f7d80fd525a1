import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { deliveryKeys } from '@/lib/query-keys';
import type { DeliveryPromise } from '../utils/delivery-promise';

/** GET /api/delivery/promise (public): the counties each option delivers free to, from the fee table. */
export const getDeliveryPromise = () => apiFetch<DeliveryPromise>('/delivery/promise');

export const useDeliveryPromise = () =>
  useQuery({ queryKey: [...deliveryKeys.all, 'promise'], queryFn: getDeliveryPromise, staleTime: 60_000 });
