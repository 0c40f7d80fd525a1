import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import type { UserListResponse } from '../types';
import { userKeys } from './keys';

/** Spec §9: 20 users a page. */
export const USERS_PAGE_SIZE = 20;

/** GET /api/user?page&limit (admin) → {users, totalPages, currentPage, count}; page one-based. */
export const getUsers = (page: number): Promise<UserListResponse> =>
  apiFetch<UserListResponse>('/user', { params: { page, limit: USERS_PAGE_SIZE } });

export const usersQueryOptions = (page: number) =>
  queryOptions({ queryKey: userKeys.page(page), queryFn: () => getUsers(page), placeholderData: keepPreviousData });
