import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { dashboardKeys } from '@/lib/query-keys';
import type { MessageResponse } from '../types';
import { merchantKeys } from './keys';

/**
 * How a phone-only applicant is reached (issue item 20): an e-mail the admin adds, or the invitation
 * link by SMS. A merchant with an e-mail needs neither.
 */
export type ApproveContact = { email: string } | { invite: 'sms' } | Record<string, never>;

/** PUT /api/merchant/approve/{id} [{email} | {invite:'sms'}], PUT /api/merchant/reject/{id} (admin). */
export const approveMerchant = (input: string | { id: string; contact: ApproveContact }) => {
  const { id, contact } = typeof input === 'string' ? { id: input, contact: {} } : input;
  return apiFetch<MessageResponse>(`/merchant/approve/${encodeURIComponent(id)}`, { method: 'PUT', body: JSON.stringify(contact) });
};
export const rejectMerchant = (id: string) =>
  apiFetch<MessageResponse>(`/merchant/reject/${encodeURIComponent(id)}`, { method: 'PUT', body: '{}' });

/** PUT /api/merchant/{id}/active {merchant:{isActive}} (admin). */
export const setMerchantActive = ({ id, isActive }: { id: string; isActive: boolean }) =>
  apiFetch<MessageResponse>(`/merchant/${encodeURIComponent(id)}/active`, {
    method: 'PUT',
    body: JSON.stringify({ merchant: { isActive } }),
  });

/** DELETE /api/merchant/delete/{id} (admin). */
export const deleteMerchant = (id: string) =>
  apiFetch<MessageResponse>(`/merchant/delete/${encodeURIComponent(id)}`, { method: 'DELETE' });

/**
 * Each action reloads the list with the current search and page (spec §4), and at once the Waiting
 * tab's and the dashboard menu's counts.
 */
function useMerchantMutation<T>(mutationFn: (input: T) => Promise<MessageResponse>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: merchantKeys.all }),
        queryClient.invalidateQueries({ queryKey: dashboardKeys.queues() }),
      ]),
  });
}

export const useApproveMerchant = () => useMerchantMutation(approveMerchant);
export const useRejectMerchant = () => useMerchantMutation(rejectMerchant);
export const useSetMerchantActive = () => useMerchantMutation(setMerchantActive);
export const useDeleteMerchant = () => useMerchantMutation(deleteMerchant);
