import type { User } from '@/stores/auth';

export const makeUser = (overrides: Partial<User> = {}): User => ({
  _id: 'u1',
  id: 'u1',
  email: 'wanjiku@example.com',
  provider: 'email',
  firstName: 'Wanjiku',
  lastName: 'Kamau',
  phoneNumber: '',
  role: 'ROLE_MEMBER',
  created: '2025-03-05T10:00:00.000Z',
  merchant: null,
  ...overrides,
});
