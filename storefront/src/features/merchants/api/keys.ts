export const merchantKeys = {
  all: ['merchants'] as const,
  page: (page: number) => ['merchants', 'list', page] as const,
  search: (search: string) => ['merchants', 'search', search] as const,
};
