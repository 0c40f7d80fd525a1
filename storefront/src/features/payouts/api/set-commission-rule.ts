import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import type { PayoutsMessage, RuleScope } from '../types';
import { payoutKeys } from './keys';

export interface RuleChange {
  scope: RuleScope;
  id: string;
  percent: number;
}

/** PUT /api/commission/{scope}/{id} {percent} (admin): adds or changes the rule; it applies to new sales only. */
export const setCommissionRule = ({ scope, id, percent }: RuleChange) =>
  apiFetch<PayoutsMessage>(`/commission/${scope}/${encodeURIComponent(id)}`, { method: 'PUT', body: JSON.stringify({ percent }) });

export function useSetCommissionRule() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setCommissionRule, onSettled: () => queryClient.invalidateQueries({ queryKey: payoutKeys.commission() }) });
}
