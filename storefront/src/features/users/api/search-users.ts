import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import type { User } from '@/stores/auth';
import { userKeys } from './keys';

/** GET /api/user/search?search (admin, 2 characters or more) → {users}. */
export async function searchUsers(search: string): Promise<User[]> {
  const { users } = await apiFetch<{ users: User[] }>('/user/search', { params: { search } });
  return Array.isArray(users) ? users : [];
}

export const searchUsersQueryOptions = (search: string) =>
  queryOptions({ queryKey: userKeys.search(search), queryFn: () => searchUsers(search), enabled: search !== '' });
