import type { Order, OrderDelivery, OrderLine } from '../types';

/** Home delivery to a Nairobi address (what a checkout with a default address stores). */
export const makeDelivery = (overrides: Partial<OrderDelivery> = {}): OrderDelivery => ({
  state: 'Ready',
  option: 'home',
  optionName: 'Home delivery',
  recipient: 'Wanjiru Kamau',
  phone: '+254712345678',
  county: 'Nairobi',
  town: 'Kilimani',
  address: 'Argwings Kodhek Road, House 12',
  landmark: 'Opposite Yaya Centre',
  station: null,
  fee: 0,
  ...overrides,
});

/** What an order placed without an address carries until the buyer gives one. */
export const awaitingDelivery = (): OrderDelivery =>
  makeDelivery({ state: 'Awaiting delivery details', county: null, town: null, address: null, landmark: null, phone: null });

export const makeLine = (overrides: Partial<OrderLine> = {}): OrderLine => ({
  _id: 'line-1',
  product: { _id: 'p1', name: 'Kilima 1.7L Electric Kettle', slug: 'kilima-electric-kettle-1-7l', imageUrl: '/api/files/kettle.jpg', isActive: true },
  name: 'Kilima 1.7L Electric Kettle',
  status: 'Not processed',
  quantity: 2,
  purchasePrice: 1299,
  totalPrice: 2598,
  variant: null,
  taxable: true,
  ...overrides,
});

export const makeOrder = (overrides: Partial<Order> = {}): Order => ({
  _id: 'order_01ABC',
  number: 'DK-10023',
  cartId: 'cart_01',
  created: '2025-03-05T10:00:00.000Z',
  message: 'Happy birthday!',
  // Prices include VAT: the lines' 2848 is what the shopper pays; 2598 × 16/116 = 358.34 of it is VAT.
  total: 2489.66,
  totalTax: 358.34,
  shipping: 0,
  totalWithTax: 2848,
  status: 'Placed',
  delivery: makeDelivery(),
  products: [
    makeLine(),
    makeLine({
      _id: 'line-2',
      product: { _id: 'p2', name: 'Zawadi Greeting Card', slug: 'zawadi-greeting-card', imageUrl: null, isActive: true },
      name: 'Zawadi Greeting Card',
      quantity: 1,
      purchasePrice: 250,
      totalPrice: 250,
      taxable: false,
    }),
  ],
  ...overrides,
});
