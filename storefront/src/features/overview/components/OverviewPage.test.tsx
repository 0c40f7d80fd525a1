import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signIn, signOut } from '@/stores/auth';
import { jsonResponse, mockFetch, stubApi } from '@/testing/fetch-mock';
import { renderWithProviders } from '@/testing/render-with-providers';
import { makeUser } from '@/testing/user-fixture';
import { merchantOverview, shopOverview } from '../testing/overview-fixture';
import { OverviewPage } from './OverviewPage';

const OVERVIEW = (days: number) => `GET /api/dashboard/overview?days=${days}`;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-15T10:00:00.000Z'));
  // jsdom has no layout: recharts' ResponsiveContainer watches its box with a ResizeObserver.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});
afterEach(() => {
  act(() => signOut());
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const card = (name: 'today' | 'last7' | 'last30') => screen.getByTestId(`card-${name}`);
const figure = (container: HTMLElement, label: string) => within(container).getByText(label).nextElementSibling as HTMLElement;

describe('OverviewPage for an admin', () => {
  beforeEach(() => act(() => signIn('Bearer admin', makeUser({ role: 'ROLE_ADMIN' }))));

  it('shows each period’s figures with the change against the period before, VAT apart', async () => {
    stubApi({ [OVERVIEW(30)]: jsonResponse(200, shopOverview()) });
    renderWithProviders(<OverviewPage />, '/dashboard/overview');
    await screen.findByTestId('card-last30');

    const month = card('last30');
    expect(within(month).getByRole('heading', { name: 'Last 30 days' })).toBeInTheDocument();
    expect(figure(month, 'Sales')).toHaveTextContent('Kes. 34,800');
    expect(figure(month, 'Sales')).toHaveTextContent('−25% against the 30 days before');
    expect(figure(month, 'Sales')).toHaveTextContent('incl. VAT Kes. 4,800');
    expect(figure(month, 'Orders')).toHaveTextContent('25+25%');
    expect(figure(month, 'Average order')).toHaveTextContent('Kes. 1,392');
    expect(figure(month, 'New customers')).toHaveTextContent('2No change');

    expect(figure(card('last7'), 'Sales')).toHaveTextContent('Kes. 11,600+25%');
    expect(figure(card('last7'), 'Orders')).toHaveTextContent('8No change');
    expect(figure(card('today'), 'Sales')).toHaveTextContent('Kes. 2,320New against yesterday');
    expect(within(card('today')).getAllByTestId('change')[0]).toHaveClass('change-new');
    expect(within(month).getAllByTestId('change')[0]).toHaveClass('change-down');
  });

  it('links every work queue with its count, and lists the top merchants and products', async () => {
    stubApi({ [OVERVIEW(30)]: jsonResponse(200, shopOverview()) });
    renderWithProviders(<OverviewPage />, '/dashboard/overview');
    const queues = await screen.findByRole('region', { name: 'Work queues' });
    expect(within(queues).getByRole('link', { name: 'Merchants waiting approval 2' })).toHaveAttribute('href', '/dashboard/merchant');
    expect(within(queues).getByRole('link', { name: 'Reviews waiting 0' })).toHaveAttribute('href', '/dashboard/review');
    expect(within(queues).getByRole('link', { name: 'Products out of stock or under 5 5' })).toHaveAttribute('href', '/dashboard/product');

    const merchants = screen.getByRole('region', { name: 'Top merchants' });
    expect(within(merchants).getByRole('row', { name: 'Jikoni Bora Kes. 11,600' })).toBeInTheDocument();
    const products = screen.getByRole('region', { name: 'Top products' });
    expect(within(products).getAllByRole('row').map((row) => row.textContent)).toEqual(['ProductQuantitySales', 'Tecno Spark 202Kes. 23,200', 'Sufuria set4Kes. 11,600']);
    expect(screen.getByRole('button', { name: 'Download customers (CSV)' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Lines to ship' })).not.toBeInTheDocument();
  });

  it('draws each chart as a picture with a text alternative, and shows the same series as a table on demand', async () => {
    stubApi({ [OVERVIEW(30)]: jsonResponse(200, shopOverview()) });
    renderWithProviders(<OverviewPage />, '/dashboard/overview');
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const daily = await screen.findByRole('region', { name: 'Sales by day, last 30 days' });
    for (const name of ['Sales by day, last 30 days', 'Orders by status', 'Sales by category', 'Payment methods']) {
      const block = screen.getByRole('region', { name });
      expect(within(block).getByRole('img')).toHaveAccessibleName(/Show as table for the figures\.$/);
      expect(within(block).getByRole('button', { name: 'Show as table' })).toHaveAttribute('aria-pressed', 'false');
    }

    const toggle = within(daily).getByRole('button', { name: 'Show as table' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(within(daily).queryByRole('img')).not.toBeInTheDocument();
    const table = within(daily).getByRole('table', { name: 'Sales by day over the last 30 days, oldest first' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(30);
    expect(rows[0]).toHaveTextContent('Oct 17Kes. 1,160');
    expect(rows[1]).toHaveTextContent('Oct 18Kes. 0');
    expect(rows[27]).toHaveTextContent('Nov 13Kes. 32,480');
    expect(rows[29]).toHaveTextContent('Nov 15Kes. 0');

    const statuses = screen.getByRole('region', { name: 'Orders by status' });
    await user.click(within(statuses).getByRole('button', { name: 'Show as table' }));
    expect(within(statuses).getByRole('row', { name: 'Delivered 12' })).toBeInTheDocument();
    const payments = screen.getByRole('region', { name: 'Payment methods' });
    await user.click(within(payments).getByRole('button', { name: 'Show as table' }));
    expect(within(payments).getByRole('row', { name: 'M-Pesa (15 orders) Kes. 23,200' })).toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(within(daily).getByRole('img')).toBeInTheDocument();
  });

  it('switches the days shown between 7, 30 and 90', async () => {
    const calls = stubApi({ [OVERVIEW(30)]: jsonResponse(200, shopOverview()), [OVERVIEW(7)]: jsonResponse(200, shopOverview(7)) });
    renderWithProviders(<OverviewPage />, '/dashboard/overview');
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const days = await screen.findByRole('group', { name: 'Days shown' });
    expect(within(days).getByRole('button', { name: '30 days' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(days).getByRole('button', { name: '7 days' }));
    const daily = await screen.findByRole('region', { name: 'Sales by day, last 7 days' });
    await user.click(within(daily).getByRole('button', { name: 'Show as table' }));
    expect(await within(daily).findByRole('table')).toBeInTheDocument();
    await vi.waitFor(() => expect(within(within(daily).getByRole('table')).getAllByRole('row')).toHaveLength(8));
    expect(calls.map((call) => call.url)).toEqual(['/api/dashboard/overview?days=30', '/api/dashboard/overview?days=7']);
  });

  it('says when the overview cannot be loaded', async () => {
    stubApi({ [OVERVIEW(30)]: jsonResponse(500, { error: 'boom' }) });
    renderWithProviders(<OverviewPage />, '/dashboard/overview');
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the overview.');
  });
});

describe('OverviewPage for a merchant', () => {
  beforeEach(() => act(() => signIn('Bearer merchant', makeUser({ role: 'ROLE_MERCHANT', merchant: 'mer_1' }))));

  it('shows its brand’s cards and daily sales, lines to ship oldest first, low stock, rating and cancellations; no shop-wide blocks', async () => {
    stubApi({ [OVERVIEW(30)]: jsonResponse(200, merchantOverview()) });
    renderWithProviders(<OverviewPage />, '/dashboard/overview');
    await screen.findByTestId('card-last30');
    expect(within(card('last30')).queryByText('New customers')).not.toBeInTheDocument();
    expect(figure(card('last30'), 'Sales')).toHaveTextContent('Kes. 34,800−25%');
    expect(screen.getByRole('region', { name: 'Sales by day, last 30 days' })).toBeInTheDocument();

    const lines = screen.getByRole('region', { name: 'Lines to ship' });
    const rows = within(lines).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'November 10, 2026Sufuria set1Not processedOpen',
      'November 12, 2026Jiko2ProcessingOpen',
    ]);
    expect(within(rows[0]!).getByRole('link', { name: 'Order of Sufuria set, placed November 10, 2026' })).toHaveAttribute('href', '/order/order_1');

    const stock = screen.getByRole('region', { name: 'Low stock' });
    expect(within(stock).getByRole('link', { name: 'Blender' })).toHaveAttribute('href', '/dashboard/product/edit/prod_9');
    expect(within(stock).getByRole('row', { name: 'Blender 3' })).toBeInTheDocument();
    expect(screen.getByTestId('rating-average')).toHaveTextContent('4.3 / 5from 4 reviews');
    expect(within(screen.getByRole('list', { name: 'Latest reviews' })).getByText('Strong and heavy.')).toBeInTheDocument();
    expect(screen.getByTestId('cancellation-rate')).toHaveTextContent('4.3%');
    expect(within(screen.getByRole('region', { name: 'Work queues' })).getByRole('link', { name: 'Lines to ship 2' })).toBeInTheDocument();

    for (const name of ['Top merchants', 'Top products', 'Orders by status', 'Sales by category', 'Payment methods']) {
      expect(screen.queryByRole('region', { name })).not.toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: 'Download orders (CSV)' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download customers (CSV)' })).not.toBeInTheDocument();
  });
});

describe('OverviewPage exports', () => {
  beforeEach(() => act(() => signIn('Bearer admin', makeUser({ role: 'ROLE_ADMIN' }))));

  const saved = () => {
    const blobs: Blob[] = [];
    vi.stubGlobal(
      'URL',
      class extends URL {
        static createObjectURL = (blob: Blob) => (blobs.push(blob), 'blob:export');
        static revokeObjectURL = () => undefined;
      },
    );
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    return { blobs, names };
  };

  it('downloads the orders of the last 30 days with the shop’s sign-in, then customers of another range', async () => {
    const files = saved();
    const fetchMock = mockFetch((url) => {
      if (url === '/api/dashboard/overview?days=30') return jsonResponse(200, shopOverview());
      if (url.startsWith('/api/export/')) return new Response('order,date,customer\r\n', { status: 200, headers: { 'Content-Type': 'text/csv; charset=utf-8' } });
      throw new Error(`unexpected ${url}`);
    });
    renderWithProviders(<OverviewPage />, '/dashboard/overview');
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const form = await screen.findByRole('form', { name: 'Export period' });
    expect(within(form).getByLabelText('From')).toHaveValue('2026-10-17');
    expect(within(form).getByLabelText('To')).toHaveValue('2026-11-15');

    await user.click(within(form).getByRole('button', { name: 'Download orders (CSV)' }));
    await vi.waitFor(() => expect(files.names).toEqual(['orders-2026-10-17-to-2026-11-15.csv']));
    const call = fetchMock.mock.calls.find(([url]) => String(url).startsWith('/api/export/'))!;
    expect(call[0]).toBe('/api/export/orders.csv?from=2026-10-17&to=2026-11-15');
    expect(new Headers(call[1]?.headers).get('Authorization')).toBe('Bearer admin');
    expect(await files.blobs[0]!.text()).toBe('order,date,customer\r\n');

    const from = within(form).getByLabelText('From');
    await user.clear(from);
    await user.type(from, '2026-01-01');
    await user.click(within(form).getByRole('button', { name: 'Download customers (CSV)' }));
    await vi.waitFor(() => expect(files.names).toEqual(['orders-2026-10-17-to-2026-11-15.csv', 'customers-2026-01-01-to-2026-11-15.csv']));
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain('/api/export/customers.csv?from=2026-01-01&to=2026-11-15');
  });

  it('refuses a range the export would refuse, and shows the server’s answer when it fails', async () => {
    const files = saved();
    const calls = stubApi({
      [OVERVIEW(30)]: jsonResponse(200, shopOverview()),
      'GET /api/export/orders.csv?from=2025-11-01&to=2026-11-01': jsonResponse(400, { error: 'A range covers at most 366 days.' }),
    });
    renderWithProviders(<OverviewPage />, '/dashboard/overview');
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const form = await screen.findByRole('form', { name: 'Export period' });
    const from = within(form).getByLabelText('From');
    const to = within(form).getByLabelText('To');
    await user.clear(from);
    await user.type(from, '2026-11-20');
    await user.click(within(form).getByRole('button', { name: 'Download orders (CSV)' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('The last day must not be before the first.');
    await user.clear(from);
    await user.type(from, '2025-01-01');
    await user.click(within(form).getByRole('button', { name: 'Download orders (CSV)' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('An export covers at most 366 days.');
    expect(calls.some((call) => call.url.startsWith('/api/export/'))).toBe(false);

    await user.clear(from);
    await user.type(from, '2025-11-01');
    await user.clear(to);
    await user.type(to, '2026-11-01');
    await user.click(within(form).getByRole('button', { name: 'Download orders (CSV)' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Could not download the file: A range covers at most 366 days.');
    expect(files.names).toEqual([]);
  });
});
