import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubApi } from '@/testing/fetch-mock';
import { renderAt } from '@/testing/render-at';
import { publicOrderRoutes } from '../routes';
import { makeDelivery } from '../testing/order-fixture';
import type { TrackedOrder } from '../types';

const TRACKED: TrackedOrder = {
  number: 'DK-10023',
  created: '2025-03-05T10:00:00.000Z',
  status: 'Placed',
  totalWithTax: 2848,
  delivery: { ...makeDelivery({ phone: '+254712***678' }) },
  products: [
    {
      name: 'Kilima 1.7L Electric Kettle',
      slug: 'kilima-electric-kettle-1-7l',
      imageUrl: null,
      variant: null,
      quantity: 2,
      status: 'Shipped',
      timeline: [
        { status: 'Placed', reached: true, at: '2025-03-05T10:00:00.000Z' },
        { status: 'Processing', reached: true, at: '2025-03-06T10:00:00.000Z' },
        { status: 'Shipped', reached: true, at: '2025-03-07T10:00:00.000Z' },
        { status: 'Delivered', reached: false, at: null },
      ],
    },
    {
      name: 'Zawadi Greeting Card',
      slug: null,
      imageUrl: null,
      variant: null,
      quantity: 1,
      status: 'Cancelled',
      timeline: [
        { status: 'Placed', reached: true, at: '2025-03-05T10:00:00.000Z' },
        { status: 'Cancelled', reached: true, at: '2025-03-06T09:00:00.000Z' },
      ],
    },
  ],
};

const NOT_FOUND = 'No order matches that number and phone or e-mail.';

beforeAll(async () => {
  await import('./TrackOrderPage');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('TrackOrderPage (signed out)', () => {
  it("looks the order up by number and phone and shows every item's status, the delivery card and the timeline", async () => {
    const calls = stubApi({ 'POST /api/order/track': jsonResponse(200, { order: TRACKED }) });
    renderAt('/track', publicOrderRoutes);
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Order number' }), 'DK-10023');
    await user.type(screen.getByRole('textbox', { name: 'Phone or e-mail' }), '0712 345 678');
    await user.click(screen.getByRole('button', { name: 'Track order' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Order DK-10023' })).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ number: 'DK-10023', contact: '0712 345 678' });
    expect(screen.getByTestId('tracked-summary')).toHaveTextContent('1 of 2 items on the way · 1 cancelled');
    const kettle = screen.getByRole('article', { name: 'Kilima 1.7L Electric Kettle' });
    expect(within(kettle).getByTestId('item-status')).toHaveTextContent('Shipped');
    const steps = within(within(kettle).getByRole('list', { name: 'Progress of Kilima 1.7L Electric Kettle' })).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual(['PlacedMarch 5, 2025', 'ProcessingMarch 6, 2025', 'ShippedMarch 7, 2025', 'DeliveredPending']);
    const card = screen.getByRole('region', { name: 'Delivery' });
    expect(card).toHaveTextContent('Argwings Kodhek Road, House 12');
    expect(card).toHaveTextContent('+254712***678');
    expect(within(card).queryByRole('link')).not.toBeInTheDocument(); // a masked phone is nothing to call
    expect(document.body).not.toHaveTextContent(/order_|Cancel Order|Collection code/);
  });

  it('fills the number in from /o/{number} (the SMS link) and accepts an e-mail', async () => {
    const calls = stubApi({ 'POST /api/order/track': jsonResponse(200, { order: TRACKED }) });
    renderAt('/o/DK-10023', publicOrderRoutes);
    const user = userEvent.setup();
    expect(await screen.findByRole('textbox', { name: 'Order number' })).toHaveValue('DK-10023');
    await user.type(screen.getByRole('textbox', { name: 'Phone or e-mail' }), 'wanjiru@example.com');
    await user.click(screen.getByRole('button', { name: 'Track order' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Order DK-10023' })).toBeInTheDocument();
    expect(calls[0]?.body).toEqual({ number: 'DK-10023', contact: 'wanjiru@example.com' });
  });

  it("says the server's one message when the number and contact do not match", async () => {
    stubApi({ 'POST /api/order/track': jsonResponse(404, { message: NOT_FOUND }) });
    renderAt('/o/DK-10023', publicOrderRoutes);
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Phone or e-mail' }), '0799 999 999');
    await user.click(screen.getByRole('button', { name: 'Track order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(NOT_FOUND);
    expect(screen.queryByTestId('tracked-order')).not.toBeInTheDocument();
  });

  it('checks the fields before asking the server', async () => {
    const calls = stubApi({});
    renderAt('/track', publicOrderRoutes);
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Order number' }), 'banana');
    await user.type(screen.getByRole('textbox', { name: 'Phone or e-mail' }), '12345');
    await user.click(screen.getByRole('button', { name: 'Track order' }));
    expect(await screen.findByText('Enter the order number, e.g. DK-10023.')).toBeInTheDocument();
    expect(screen.getByText('Enter the phone number (e.g. 0712 345 678) or e-mail the order was placed with.')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});
