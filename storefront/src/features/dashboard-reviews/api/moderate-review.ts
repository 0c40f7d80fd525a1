import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { dashboardKeys, productKeys, reviewKeys } from '@/lib/query-keys';

export type ReviewAction = 'approve' | 'reject' | 'delete';

interface ModerationResponse {
  success: boolean;
  message?: string;
}

/** PUT /api/review/approve/{id}, PUT /api/review/reject/{id}, DELETE /api/review/delete/{id}. */
export function moderateReview(id: string, action: ReviewAction): Promise<ModerationResponse> {
  const path = encodeURIComponent(id);
  return action === 'delete'
    ? apiFetch<ModerationResponse>(`/review/delete/${path}`, { method: 'DELETE' })
    : apiFetch<ModerationResponse>(`/review/${action}/${path}`, { method: 'PUT' });
}

/**
 * Approves, rejects or deletes a review; afterwards the list reloads (spec §4), the menu's
 * queue counts refresh, and ratings shown in the shop are fetched again. The caller shows
 * the notices (withNotices).
 */
export function useModerateReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: ReviewAction }) => moderateReview(id, action),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: reviewKeys.admin() }),
        queryClient.invalidateQueries({ queryKey: dashboardKeys.queues() }),
        queryClient.invalidateQueries({ queryKey: productKeys.all }),
        queryClient.invalidateQueries({ queryKey: reviewKeys.products() }),
      ]),
  });
}
