import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { signIn, signOut } from '@/stores/auth';
import { jsonResponse, stubApi } from '@/testing/fetch-mock';
import { renderAt } from '@/testing/render-at';
import { orderRoutes } from '../routes';
import { makeOrder } from '../testing/order-fixture';

// Load the lazily routed pages up front: a cold import under a busy test run can outlast findBy's wait.
beforeAll(async () => {
  await Promise.all([import('./OrderSuccessPage')]);
});

afterEach(() => {
  cleanup();
  act(() => signOut());
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('OrderSuccessPage', () => {
  it('thanks the shopper and links the order by its DK number (no internal id shown), Manage Orders and Continue Shopping', async () => {
    stubApi({ 'GET /api/order/order_01ABC': jsonResponse(200, { order: makeOrder({ number: 'DK-10023' }) }), 'GET /api/user/me': () => jsonResponse(200, { user: { role: 'ROLE_MEMBER' } }) });
    act(() => signIn('Bearer token'));
    renderAt('/order/success/order_01ABC', orderRoutes);
    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you for your order.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'DK-10023' })).toHaveAttribute('href', '/order/order_01ABC?success');
    expect(screen.getByText(/has been placed\./)).toHaveTextContent('Order DK-10023 has been placed.');
    expect(document.body).not.toHaveTextContent(/order_01ABC|is complete/);
    expect(screen.getByText('A confirmation email will be sent to you shortly.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Manage Orders' })).toHaveAttribute('href', '/dashboard/orders');
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/shop');
  });

  it('names the M-Pesa receipt of a paid order', async () => {
    const paid = makeOrder({ payment: { method: 'mpesa', state: 'Paid', receipt: 'NLJ7RT61SV', amount: 2848 } });
    stubApi({ 'GET /api/order/order_01ABC': jsonResponse(200, { order: paid }), 'GET /api/user/me': () => jsonResponse(200, { user: { role: 'ROLE_MEMBER' } }) });
    act(() => signIn('Bearer token'));
    renderAt('/order/success/order_01ABC', orderRoutes);
    expect(await screen.findByTestId('success-receipt')).toHaveTextContent('Paid with M-Pesa · receipt NLJ7RT61SV');
  });

  it("says 'No order found.' when the order does not exist", async () => {
    stubApi({ 'GET /api/order/nope': jsonResponse(404, { message: 'No order found.' }), 'GET /api/user/me': () => jsonResponse(200, { user: { role: 'ROLE_MEMBER' } }) });
    act(() => signIn('Bearer token'));
    renderAt('/order/success/nope', orderRoutes);
    expect(await screen.findByText('No order found.')).toBeInTheDocument();
  });
});
