import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubApi } from '@/testing/fetch-mock';
import { renderWithProviders } from '@/testing/render-with-providers';
import type { AdminReview } from '../types';
import { ReviewsPage } from './ReviewsPage';

const LIST = 'GET /api/review?page=1&limit=20';
const WAITING = 'GET /api/review?page=1&limit=20&status=Waiting+Approval';

const review = (overrides: Partial<AdminReview>): AdminReview => ({
  _id: 'rev_1',
  title: 'Saves charcoal',
  review: 'Uses half the charcoal.',
  rating: 5,
  isRecommended: 1,
  status: 'Waiting Approval',
  created: '2025-03-05T10:00:00.000Z',
  product: { slug: 'kilima-jiko', name: 'Kilima Jiko', imageUrl: '/api/files/jiko.jpg' },
  user: { firstName: 'wanjiku' },
  ...overrides,
});

const page = (reviews: AdminReview[]) =>
  jsonResponse(200, { reviews, totalPages: 1, currentPage: 1, count: reviews.length });

const card = (title: string) => screen.getByRole('article', { name: title });
/** Every page also asks for the Waiting tab's count. */
const waitingOf = (reviews: AdminReview[]) => ({ [WAITING]: () => page(reviews) });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ReviewsPage', () => {
  it('shows each card with its actions by status (spec §4)', async () => {
    stubApi({
      ...waitingOf([review({ _id: 'rev_p', title: 'Pending one' })]),
      [LIST]: page([
        review({ _id: 'rev_p', title: 'Pending one' }),
        review({ _id: 'rev_r', title: 'Rejected one', status: 'Rejected', product: null, user: { firstName: 'otieno' } }),
        review({ _id: 'rev_a', title: 'Approved one', status: 'Approved', product: { slug: 's', name: 'Sufuria', imageUrl: null } }),
      ]),
    });
    renderWithProviders(<ReviewsPage />);

    expect(await screen.findByRole('heading', { name: 'Reviews', level: 1 })).toBeInTheDocument();
    expect(await screen.findByText('3 reviews')).toBeInTheDocument();

    const pending = card('Pending one');
    expect(within(pending).getByText('W')).toBeInTheDocument();
    expect(within(pending).getByText('Uses half the charcoal.')).toBeInTheDocument();
    expect(within(pending).getByRole('link', { name: 'Kilima Jiko' })).toHaveAttribute('href', '/product/kilima-jiko');
    expect(within(pending).getByRole('img', { name: 'Kilima Jiko' })).toHaveAttribute('src', '/api/files/jiko.jpg');
    expect(within(pending).getByText(/Review Added on March 5, 2025/)).toBeInTheDocument();
    expect(within(pending).getAllByRole('button').map((b) => b.textContent)).toEqual(['Approve', 'Reject', 'Delete']);

    const rejected = card('Rejected one');
    expect(within(rejected).getByText('Product is not available.')).toBeInTheDocument();
    expect(within(rejected).getByText('O')).toBeInTheDocument();
    expect(within(rejected).getAllByRole('button').map((b) => b.textContent)).toEqual(['Approve', 'Delete']);

    const approved = card('Approved one');
    expect(within(approved).getByText('Approved')).toBeInTheDocument();
    expect(within(approved).getByTestId('image-placeholder')).toBeInTheDocument();
    expect(within(approved).getAllByRole('button').map((b) => b.textContent)).toEqual(['Delete']);
  });

  it('approves, then reloads the list and the queue counts', async () => {
    const calls = stubApi({
      ...waitingOf([]),
      [LIST]: [page([review({})]), page([review({ status: 'Approved' })])],
      'PUT /api/review/approve/rev_1': jsonResponse(200, { success: true, message: 'Review has been approved successfully!' }),
    });
    const { queryClient } = renderWithProviders(<ReviewsPage />);
    queryClient.setQueryData(['dashboard', 'queues'], { merchants: 0, reviews: 1 });

    await userEvent.click(await screen.findByRole('button', { name: 'Approve' }));

    expect(await screen.findByText('Review has been approved successfully!')).toBeInTheDocument();
    await waitFor(() => expect(within(card('Saves charcoal')).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument());
    expect(calls.filter((call) => `${call.method} ${call.url}` === LIST)).toHaveLength(2);
    expect(queryClient.getQueryState(['dashboard', 'queues'])?.isInvalidated).toBe(true);
  });

  it('rejects and deletes with their own calls', async () => {
    const calls = stubApi({
      ...waitingOf([]),
      [LIST]: page([review({})]),
      'PUT /api/review/reject/rev_1': jsonResponse(200, { success: true }),
      'DELETE /api/review/delete/rev_1': jsonResponse(200, { success: true }),
    });
    renderWithProviders(<ReviewsPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT' && c.url === '/api/review/reject/rev_1')).toBe(true));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Delete' })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE')).toBe(true));
  });

  it('has a Waiting tab with its count; an approval updates the count at once', async () => {
    let waiting = [review({ _id: 'rev_w1', title: 'Waiting one' }), review({ _id: 'rev_w2', title: 'Waiting two' })];
    stubApi({
      [WAITING]: () => page(waiting),
      [LIST]: () => page(waiting),
      'PUT /api/review/approve/rev_w1': () => {
        waiting = waiting.slice(1);
        return jsonResponse(200, { success: true, message: 'Review has been approved successfully!' });
      },
    });
    renderWithProviders(<ReviewsPage />, '/dashboard/review');
    const tabs = await screen.findByRole('navigation', { name: 'Reviews by status' });
    await userEvent.click(await within(tabs).findByRole('link', { name: 'Waiting 2' }));
    expect(within(tabs).getByRole('link', { name: 'Waiting 2' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(card('Waiting one')).getByRole('button', { name: 'Approve' }));
    expect(await within(tabs).findByRole('link', { name: 'Waiting 1' })).toBeInTheDocument();
    expect(await screen.findByText('1 review')).toBeInTheDocument();
  });

  it('marks a verified purchase and sets Reject apart from Approve', async () => {
    stubApi({ ...waitingOf([]), [LIST]: page([review({ _id: 'rev_v', title: 'Verified one', verifiedPurchase: true }), review({ _id: 'rev_n', title: 'Plain one' })]) });
    renderWithProviders(<ReviewsPage />);
    const verified = await screen.findByRole('article', { name: 'Verified one' });
    expect(within(verified).getByText('Verified purchase')).toBeInTheDocument();
    expect(within(card('Plain one')).queryByText('Verified purchase')).not.toBeInTheDocument();
    const approve = within(verified).getByRole('button', { name: 'Approve' });
    const reject = within(verified).getByRole('button', { name: 'Reject' });
    expect(getComputedStyle(reject).backgroundColor).not.toBe(getComputedStyle(approve).backgroundColor);
  });

  it("says 'no reviews found.' when there are none", async () => {
    stubApi({ ...waitingOf([]), [LIST]: page([]) });
    renderWithProviders(<ReviewsPage />);
    expect(await screen.findByText('no reviews found.')).toBeInTheDocument();
  });
});
