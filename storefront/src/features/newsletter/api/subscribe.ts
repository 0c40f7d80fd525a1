import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export interface SubscribeResponse {
  message?: string;
}

/** POST /api/newsletter/subscribe {email} → {message} (spec §7). */
export const subscribeToNewsletter = (email: string): Promise<SubscribeResponse> =>
  apiFetch<SubscribeResponse>('/newsletter/subscribe', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email }),
  });

export const useSubscribeToNewsletter = () => useMutation({ mutationFn: subscribeToNewsletter });
