import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import type { FlaggedPayment } from '../types';
import { payoutKeys } from './keys';

/** GET /api/payouts/payments (admin) → {payments}: M-Pesa payments flagged for a person (Mismatch, Refund due, paid late), newest first. */
export const getFlaggedPayments = async (): Promise<FlaggedPayment[]> => {
  const body = await apiFetch<{ payments?: FlaggedPayment[] }>('/payouts/payments');
  return Array.isArray(body?.payments) ? body.payments : [];
};

export const useFlaggedPayments = () => useQuery(queryOptions({ queryKey: payoutKeys.flagged(), queryFn: getFlaggedPayments }));
