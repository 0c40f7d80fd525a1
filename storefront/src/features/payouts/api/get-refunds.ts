import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import type { RefundList } from '../types';
import { payoutKeys } from './keys';

/** GET /api/payouts/refunds (admin) → {due: payments owing their buyer, refunds: sent (failed and unreconciled first)}. */
export const getRefunds = async (): Promise<RefundList> => {
  const body = await apiFetch<Partial<RefundList>>('/payouts/refunds');
  return { due: Array.isArray(body?.due) ? body.due : [], refunds: Array.isArray(body?.refunds) ? body.refunds : [] };
};

export const useRefunds = () => useQuery(queryOptions({ queryKey: payoutKeys.refunds(), queryFn: getRefunds }));
