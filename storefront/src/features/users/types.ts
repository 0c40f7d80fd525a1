import type { User } from '@/stores/auth';

export interface UserListResponse {
  users: User[];
  totalPages: number;
  currentPage: number;
  count: number;
}
