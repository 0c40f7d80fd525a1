import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import type { ContactValues } from '../utils/schema';

export interface ContactResponse {
  success: boolean;
  message: string;
}

/** POST /api/contact/add {name,email,message} → {success, message}. */
export const sendContactMessage = (values: ContactValues): Promise<ContactResponse> =>
  apiFetch<ContactResponse>('/contact/add', { method: 'POST', body: JSON.stringify(values) });

export const useSendContactMessage = () => useMutation({ mutationFn: sendContactMessage });
