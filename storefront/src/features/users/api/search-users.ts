import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import type { User } from '@/stores/auth';

/** GET /api/user/search?search (admin, 2 characters or more) → {users}. */
export async function searchUsers(search: string): Promise<User[]> {
  const { users } = await apiFetch<{ users: User[] }>('/user/search', { params: { search } });
  return Array.isArray(users) ? users : [];
}

export const searchUsersQueryOptions = (search: string) =>
  queryOptions({ queryKey: ['users', 'search', search], queryFn: () => searchUsers(search), enabled: search !== '' });
