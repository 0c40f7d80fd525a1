export const merchantKeys = {
  all: ['merchants'] as const,
  page: (page: number, status?: string) => (status ? (['merchants', 'list', page, status] as const) : (['merchants', 'list', page] as const)),
  search: (search: string) => ['merchants', 'search', search] as const,
};
