import type { Product } from '@/lib/types';

export const makeProduct = (overrides: Partial<Product> = {}): Product => ({
  _id: 'p1',
  sku: 'SKU-001',
  name: 'Maasai Shuka Blanket',
  slug: 'maasai-shuka-blanket',
  description: 'Warm checked blanket.',
  price: 1500,
  quantity: 10,
  inventory: 10,
  taxable: false,
  isActive: true,
  isAddon: false,
  imageUrl: null,
  images: ['shuka-front.jpg', 'shuka-back.jpg'],
  variants: [],
  brand: { _id: 'b1', name: 'Nairobi Crafts', slug: 'nairobi-crafts' },
  category: { _id: 'c1', name: 'Home', slug: 'home' },
  categoryDescription: null,
  averageRating: 4.46,
  totalReviews: 3,
  ...overrides,
});
