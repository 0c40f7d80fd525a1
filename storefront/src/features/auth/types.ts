import type { User } from '@/stores/auth';

/** Login and register answers: the whole `Bearer <jwt>` token and the user. */
export interface AuthResponse {
  success: boolean;
  token: string;
  user: User;
}

export interface MessageResponse {
  success: boolean;
  message: string;
}
