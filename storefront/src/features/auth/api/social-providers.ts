import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** Which social sign-ins the shop is configured for (GOOGLE_* / FACEBOOK_* settings). */
export type SocialProviders = Record<'google' | 'facebook', boolean>;

/** GET /api/auth/providers (public). */
export const getSocialProviders = () => apiFetch<SocialProviders>('/auth/providers');

export const useSocialProviders = () =>
  useQuery({ queryKey: ['auth', 'providers'], queryFn: getSocialProviders, staleTime: Infinity });
