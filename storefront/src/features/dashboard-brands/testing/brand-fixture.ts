import type { ManagedBrand } from '../types';

export const makeBrand = (overrides: Partial<ManagedBrand> = {}): ManagedBrand => ({
  _id: 'b1',
  name: 'Jua Power',
  slug: 'jua-power',
  description: 'Solar kits for every home.',
  isActive: true,
  merchant: null,
  created: '2025-03-05T10:00:00.000Z',
  ...overrides,
});
