/** Query keys of the addresses feature. */
export const addressKeys = {
  all: ['addresses'] as const,
  list: () => ['addresses', 'list'] as const,
  item: (id: string) => ['addresses', 'item', id] as const,
};
