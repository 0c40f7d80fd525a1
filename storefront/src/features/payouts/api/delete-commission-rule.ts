import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import type { PayoutsMessage, RuleScope } from '../types';
import { payoutKeys } from './keys';

/** DELETE /api/commission/{scope}/{id} (admin): new sales fall back to the next rule. */
export const deleteCommissionRule = ({ scope, id }: { scope: RuleScope; id: string }) =>
  apiFetch<PayoutsMessage>(`/commission/${scope}/${encodeURIComponent(id)}`, { method: 'DELETE' });

export function useDeleteCommissionRule() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteCommissionRule, onSettled: () => queryClient.invalidateQueries({ queryKey: payoutKeys.commission() }) });
}
