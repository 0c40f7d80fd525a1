import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers';
import { ReviewsSection } from './ReviewsSection';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function renderReviews(response: Response) {
  const fetchMock = vi.fn(async () => response);
  vi.stubGlobal('fetch', fetchMock);
  renderWithProviders(<ReviewsSection slug="kilima-energy-saving-jiko" productId="prod_1" />);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ReviewsSection', () => {
  it('shows the average, a bar per star with percentages and the review list', async () => {
    const fetchMock = renderReviews(
      json(200, {
        reviews: [
          {
            _id: 'r1',
            title: 'Saves charcoal',
            review: 'Uses half the charcoal of my old jiko.',
            rating: 5,
            isRecommended: 1,
            created: '2025-03-05T21:30:00.000Z',
            user: { firstName: 'Wanjiku' },
            verifiedPurchase: true,
          },
          {
            _id: 'r2',
            title: 'Good',
            review: 'Heats fast.',
            rating: 4,
            isRecommended: 1,
            created: '2025-01-31T23:59:00.000Z',
            user: { firstName: 'Otieno' },
          },
          { _id: 'r3', title: 'Fine', review: 'OK.', rating: 4, isRecommended: 0, created: '2024-12-01T00:00:00.000Z', user: null },
        ],
        ratingSummary: [{ '5': 1 }, { '4': 2 }, { '3': 0 }, { '2': 0 }, { '1': 0 }],
        totalRatings: 13,
        totalReviews: 3,
        totalSummary: 3,
      }),
    );

    expect(await screen.findByRole('heading', { name: 'Rating' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/review/kilima-energy-saving-jiko', expect.anything());
    expect(screen.getByText('4.3')).toBeInTheDocument();
    expect(screen.getByText('based on 3 reviews.')).toBeInTheDocument();

    const bars = within(screen.getByRole('list', { name: 'Ratings by stars' })).getAllByRole('listitem');
    expect(bars.map((bar) => bar.textContent)).toEqual([
      '5 stars33.33%',
      '4 stars66.67%',
      '3 stars0.00%',
      '2 stars0.00%',
      '1 star0.00%',
    ]);

    expect(screen.getByRole('heading', { name: 'Saves charcoal' })).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Saves charcoal' })).getByText('Verified purchase')).toBeInTheDocument();
    expect(screen.getAllByText('Verified purchase')).toHaveLength(1);
    expect(screen.getByText('Uses half the charcoal of my old jiko.')).toBeInTheDocument();
    // Dated in Nairobi, the shop's time zone: 21:30 UTC is 00:30 the next day, 23:59 UTC 02:59.
    expect(screen.getByText('Wanjiku', { exact: false })).toHaveTextContent('Wanjiku · March 6, 2025');
    expect(screen.getByText('February 1, 2025')).toBeInTheDocument();
  });

  it("says 'Be the first to add a review.' without reviews", async () => {
    renderReviews(
      json(200, {
        reviews: [],
        ratingSummary: [{ '5': 0 }, { '4': 0 }, { '3': 0 }, { '2': 0 }, { '1': 0 }],
        totalRatings: 0,
        totalReviews: 0,
        totalSummary: 0,
      }),
    );
    expect(await screen.findByText('Be the first to add a review.')).toBeInTheDocument();
    expect(screen.queryByText(/based on/)).not.toBeInTheDocument();
    expect(screen.getAllByText('0.00%')).toHaveLength(5);
  });

  it('treats a 404 as no reviews', async () => {
    renderReviews(json(404, { message: 'No product found.' }));
    expect(await screen.findByText('Be the first to add a review.')).toBeInTheDocument();
  });
});
