/** Query keys of the users feature. */
export const userKeys = {
  all: ['users'] as const,
  page: (page: number) => ['users', 'list', page] as const,
  search: (search: string) => ['users', 'search', search] as const,
};
