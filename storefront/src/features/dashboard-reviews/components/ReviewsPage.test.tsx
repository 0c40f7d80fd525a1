import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubApi } from '@/testing/fetch-mock';
import { renderWithProviders } from '@/testing/render-with-providers';
import type { AdminReview } from '../types';
import { ReviewsPage } from './ReviewsPage';

const LIST = 'GET /api/review?page=1&limit=20';

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

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ReviewsPage', () => {
  it('shows each card with its actions by status (spec §4)', async () => {
    stubApi({
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

  it("says 'no reviews found.' when there are none", async () => {
    stubApi({ [LIST]: page([]) });
    renderWithProviders(<ReviewsPage />);
    expect(await screen.findByText('no reviews found.')).toBeInTheDocument();
  });
});
