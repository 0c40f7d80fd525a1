import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import type { User } from '@/stores/auth';
import type { ProfileValues } from '../utils/schemas';

export interface UpdateProfileResponse {
  success: boolean;
  message: string;
  user: User;
}

/** PUT /api/user {profile:{firstName,lastName,phoneNumber}} → {success, message, user}. */
export const updateProfile = (profile: ProfileValues): Promise<UpdateProfileResponse> =>
  apiFetch<UpdateProfileResponse>('/user', { method: 'PUT', body: JSON.stringify({ profile }) });

export const useUpdateProfile = () => useMutation({ mutationFn: updateProfile });
